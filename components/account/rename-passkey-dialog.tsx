"use client";

// Renaming a passkey: the form kit's dialog over the route's own schema
// (fetched when it first opens: react-hook-form and zod stay off the page).
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { PASSKEY_ACCOUNT_TEXT } from "@/lib/account/messages";
import { accountKeys } from "@/lib/account/query-keys";
import { renamePasskeySchema, type AccountPasskey } from "@/lib/account/schema";
import { apiRequest } from "@/lib/api-client/request";
import type { z } from "zod";

type RenameInput = z.input<typeof renamePasskeySchema>;

export function RenamePasskeyDialog({ passkey, onClose }: { passkey: AccountPasskey | null; onClose: () => void }) {
  const rename = useAdminMutation({
    request: ({ id, name }: { id: string; name: string }) =>
      apiRequest<AccountPasskey>("PATCH", `/api/account/passkeys/${id}`, { name }),
    toasts: {
      success: PASSKEY_ACCOUNT_TEXT.renamed,
      error: { serverMessage: true, fallback: PASSKEY_ACCOUNT_TEXT.renameFailed },
    },
    invalidate: [accountKeys.summary],
  });
  const form = useForm<RenameInput, unknown, z.output<typeof renamePasskeySchema>>({
    resolver: zodResolver(renamePasskeySchema),
    defaultValues: { name: "" },
  });
  const startValues = React.useMemo(() => ({ name: passkey?.name ?? "" }), [passkey]);
  return (
    <FormDialog
      open={passkey !== null}
      onOpenChange={(open) => !open && onClose()}
      title={PASSKEY_ACCOUNT_TEXT.renameTitle}
      form={form}
      startValues={startValues}
      onSubmit={({ name }) => rename.mutateAsync({ id: passkey!.id, name })}
      submitLabel={PASSKEY_ACCOUNT_TEXT.save}
    >
      <TextField control={form.control} name="name" label={PASSKEY_ACCOUNT_TEXT.nameLabel} />
    </FormDialog>
  );
}
