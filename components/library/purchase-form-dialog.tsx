"use client";

// Add and Edit share this one form (SPEC §4); the schema is the route's (§5, §7).
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/form/form-dialog";
import { shopItemPicker, userPicker } from "@/components/form/pickers";
import { LinkField } from "@/components/form/link-field";
import { useSavePurchase } from "@/components/library/use-purchase-mutations";
import {
  purchaseFormSchema,
  type PurchaseFormInput,
  type PurchaseFormValues,
  type PurchaseRow,
} from "@/lib/library/schema";
import { userDisplayName } from "@/lib/users/display";

const EMPTY: PurchaseFormInput = { userId: "", shopItemId: "" };

type PurchaseFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null to add a purchase. */
  purchase: PurchaseRow | null;
};

export function PurchaseFormDialog({ open, onOpenChange, purchase }: PurchaseFormDialogProps) {
  const form = useForm<PurchaseFormInput, unknown, PurchaseFormValues>({
    resolver: zodResolver(purchaseFormSchema),
    defaultValues: EMPTY,
  });
  const startValues = React.useMemo(
    () => (purchase ? { userId: purchase.userId, shopItemId: purchase.shopItemId } : EMPTY),
    [purchase],
  );
  const save = useSavePurchase();
  const { control } = form;
  const key = purchase?.id ?? "new";

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={purchase ? "Edit Purchase" : "Add Purchase"}
      description={
        purchase ? "Change who bought which item. The purchase date stays." : "Record that a user bought a shop item."
      }
      form={form}
      startValues={startValues}
      onSubmit={(values) => save(purchase, values)}
      editing={purchase && { type: "purchase", id: purchase.id }}
      submitLabel={purchase ? "Save Changes" : "Add Purchase"}
    >
      <LinkField
        required
        key={`user-${key}`}
        control={control}
        name="userId"
        source={userPicker}
        initial={purchase ? { id: purchase.user.id, name: userDisplayName(purchase.user) } : null}
      />
      <LinkField
        required
        key={`item-${key}`}
        control={control}
        name="shopItemId"
        source={shopItemPicker}
        initial={purchase ? { id: purchase.shopItem.id, name: purchase.shopItem.name } : null}
      />
    </FormDialog>
  );
}
