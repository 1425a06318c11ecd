"use client";

// "New token": a name, an expiry (a few lengths or a day up to a year ahead) and permissions from the
// admin's own. The secret it answers goes to the screen, which shows it once.
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { PermissionChecklist } from "@/components/permissions/permission-checklist";
import { useCreateToken } from "@/components/api-tokens/use-token-mutations";
import { FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { EXPIRY_CHOICES, TOKEN_TEXT } from "@/lib/api-tokens/messages";
import { PERMISSION_TEXT } from "@/lib/permissions/messages";
import { tokenFormSchema, type CreatedToken, type TokenFormInput, type TokenFormValues } from "@/lib/api-tokens/schema";
import type { Permission } from "@/lib/permissions/catalogue";

const START: TokenFormInput = { name: "", expiry: "90", customDate: "", permissions: [] };

type TokenFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the admin may give a token: their own permissions, less those only a superadmin may hold. */
  grantable: readonly Permission[];
  onCreated: (created: CreatedToken) => void;
};

export function TokenFormDialog({ open, onOpenChange, grantable, onCreated }: TokenFormDialogProps) {
  const form = useForm<TokenFormInput, unknown, TokenFormValues>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: START,
  });
  const create = useCreateToken();
  const { control } = form;
  const expiry = useWatch({ control, name: "expiry" });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TOKEN_TEXT.createTitle}
      description={TOKEN_TEXT.createDescription}
      form={form}
      startValues={START}
      onSubmit={async (values) => onCreated(await create.mutateAsync(values))}
      submitLabel={TOKEN_TEXT.create}
      className="sm:max-w-2xl"
    >
      <TextField control={control} name="name" label={TOKEN_TEXT.name} placeholder={TOKEN_TEXT.namePlaceholder} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="expiry" label={TOKEN_TEXT.expiry} options={EXPIRY_CHOICES} />
        {expiry === "custom" ? (
          <TextField control={control} name="customDate" label={TOKEN_TEXT.expiryDate} type="date" />
        ) : null}
      </div>
      <FormField
        control={control}
        name="permissions"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{PERMISSION_TEXT.label}</FormLabel>
            <PermissionChecklist
              id="token-permission"
              allowed={grantable}
              value={field.value}
              onChange={field.onChange}
            />
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
