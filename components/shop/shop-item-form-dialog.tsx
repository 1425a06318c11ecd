"use client";

// Add and Edit share this one form (SPEC §4); the schema is the route's (§3, §5).
import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextareaField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { BonusFilesSection } from "@/components/shop/bonus-files-section";
import { SwitchField } from "@/components/form/switch-field";
import { useBonusUploads } from "@/components/shop/use-bonus-uploads";
import { useSaveShopItem } from "@/components/shop/use-shop-mutations";
import { SHOP_TEXT } from "@/lib/shop/messages";
import {
  canActivate,
  shopItemFormSchema,
  type ShopItemFormInput,
  type ShopItemFormValues,
  type ShopItemRow,
} from "@/lib/shop/schema";

const EMPTY: ShopItemFormInput = {
  name: "",
  description: "",
  price: "",
  category: "",
  tier: "",
  isActive: true,
  blur: false,
  hasBonuses: false,
  order: 0,
};

function startValuesOf(item: ShopItemRow | null): ShopItemFormInput {
  if (!item) return EMPTY;
  const { name, description, price, isActive, blur, hasBonuses, order } = item;
  return {
    name,
    description,
    price,
    category: item.category ?? "",
    tier: item.tier ?? "",
    isActive,
    blur,
    hasBonuses,
    order,
  };
}

type ShopItemFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null to add an item. */
  item: ShopItemRow | null;
};

export function ShopItemFormDialog({ open, onOpenChange, item }: ShopItemFormDialogProps) {
  const form = useForm<ShopItemFormInput, unknown, ShopItemFormValues>({
    resolver: zodResolver(shopItemFormSchema),
    defaultValues: EMPTY,
  });
  const startValues = React.useMemo(() => startValuesOf(item), [item]);
  const save = useSaveShopItem();
  const uploads = useBonusUploads(item?.id ?? null);
  const { control } = form;
  const [name, description, price, hasBonuses] = useWatch({
    control,
    name: ["name", "description", "price", "hasBonuses"],
  });
  // SPEC §4: Active is disabled and forced off until name, description and price are filled.
  const filled = canActivate({ name, description, price });

  function submit(values: ShopItemFormValues) {
    const sent = { ...values, isActive: filled && values.isActive };
    return save(item, sent);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) uploads.clear();
        onOpenChange(next);
      }}
      title={item ? "Edit Shop Item" : "Add Shop Item"}
      description={item ? "Change this shop item's details." : "Add an item to the shop."}
      form={form}
      startValues={startValues}
      onSubmit={submit}
      editing={item && { type: "shop_item", id: item.id }}
      submitLabel={item ? "Save Changes" : "Add Shop Item"}
      busy={uploads.busy}
      className="sm:max-w-2xl"
    >
      <TextField control={control} name="name" label="Name" />
      <TextareaField control={control} name="description" label="Description" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField control={control} name="price" label="Price" placeholder="$9.99 or Free" />
        <TextField control={control} name="category" label="Category" />
        <TextField control={control} name="tier" label="Tier" placeholder="e.g. 1, 2, 3" />
      </div>
      <TextField control={control} name="order" label="Display order" type="number" step="1" />
      <SwitchField
        control={control}
        name="isActive"
        label="Active"
        disabled={!filled}
        forceOff={!filled}
        description={filled ? undefined : SHOP_TEXT.activeHint}
      />
      <SwitchField control={control} name="blur" label="Blur" />
      <SwitchField control={control} name="hasBonuses" label="Has Bonuses" />
      {hasBonuses ? <BonusFilesSection itemId={item?.id ?? null} uploads={uploads} /> : null}
    </FormDialog>
  );
}
