"use client";

// The admin's passkeys: each named (after the browser that made it, until
// renamed), with when it was added and last used; add one with the browser's
// own prompt, rename, remove (confirmed; not the last factor a policy requires).
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Fingerprint } from "lucide-react";
import { RecoveryCodesPanel } from "@/components/account/recovery-codes-panel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { toast } from "@/lib/loading/toast";
import { useAddPasskey } from "@/hooks/use-add-passkey";
import { usePasskeysAvailable } from "@/hooks/use-passkeys-available";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { ACCOUNT_TEXT, PASSKEY_ACCOUNT_TEXT } from "@/lib/account/messages";
import { accountKeys } from "@/lib/account/query-keys";
import type { AccountPasskey, AccountSummary } from "@/lib/account/schema";
import { apiRequest } from "@/lib/api-client/request";
import { PASSKEY_TEXT } from "@/lib/auth/messages";
import { formatDate } from "@/lib/format";

const RenamePasskeyDialog = lazyDialog(
  () => import("@/components/account/rename-passkey-dialog").then((module) => module.RenamePasskeyDialog),
  ({ passkey }: { passkey: AccountPasskey | null; onClose: () => void }) => passkey !== null,
);

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
  removable,
}: {
  passkey: AccountPasskey;
  onRename: () => void;
  onRemove: () => void;
  removable: boolean;
}) {
  const used = passkey.lastUsedAt
    ? PASSKEY_ACCOUNT_TEXT.lastUsed(formatDate(passkey.lastUsedAt, "", "long"))
    : PASSKEY_ACCOUNT_TEXT.neverUsed;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex items-center gap-3">
        <Fingerprint className="text-muted-foreground size-5 shrink-0" aria-hidden />
        <div className="flex flex-col">
          <span className="flex items-center gap-2 font-medium">
            {passkey.name}
            {passkey.synced ? <Badge variant="secondary">{PASSKEY_ACCOUNT_TEXT.synced}</Badge> : null}
          </span>
          <span className="text-muted-foreground text-sm">
            {PASSKEY_ACCOUNT_TEXT.created(formatDate(passkey.createdAt, "", "long"))}, {used}
          </span>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onRename}
          aria-label={`${PASSKEY_ACCOUNT_TEXT.rename}: ${passkey.name}`}
        >
          {PASSKEY_ACCOUNT_TEXT.rename}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onRemove}
          disabled={!removable}
          title={removable ? undefined : ACCOUNT_TEXT.requiredByRole}
          aria-label={`${PASSKEY_ACCOUNT_TEXT.remove}: ${passkey.name}`}
        >
          {PASSKEY_ACCOUNT_TEXT.remove}
        </Button>
      </div>
    </li>
  );
}

export function PasskeysCard({ account, lastFactor }: { account: AccountSummary; lastFactor: boolean }) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const [renaming, setRenaming] = React.useState<AccountPasskey | null>(null);
  const [removing, setRemoving] = React.useState<AccountPasskey | null>(null);
  const available = usePasskeysAvailable();
  const { add, pending } = useAddPasskey(({ recoveryCodes }) => {
    toast.success(PASSKEY_ACCOUNT_TEXT.added);
    setCodes(recoveryCodes);
    void queryClient.invalidateQueries({ queryKey: accountKeys.summary });
  });
  const remove = useAdminMutation({
    request: (id: string) => apiRequest<void>("DELETE", `/api/account/passkeys/${id}`),
    toasts: {
      success: PASSKEY_ACCOUNT_TEXT.removed,
      error: { serverMessage: true, fallback: PASSKEY_ACCOUNT_TEXT.removeFailed },
    },
    invalidate: [accountKeys.summary],
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{PASSKEY_ACCOUNT_TEXT.title}</h2>
        </CardTitle>
        <CardDescription>{PASSKEY_ACCOUNT_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {account.passkeys.length === 0 ? (
          <p className="text-muted-foreground text-sm">{PASSKEY_ACCOUNT_TEXT.none}</p>
        ) : (
          <ul className="divide-y" aria-label={PASSKEY_ACCOUNT_TEXT.title}>
            {account.passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                removable={!lastFactor}
                onRename={() => setRenaming(passkey)}
                onRemove={() => setRemoving(passkey)}
              />
            ))}
          </ul>
        )}
        <div>
          <Button onClick={() => void add()} disabled={!available || pending} aria-busy={pending}>
            {PASSKEY_ACCOUNT_TEXT.add}
          </Button>
          {available ? null : <p className="text-muted-foreground mt-2 text-sm">{PASSKEY_TEXT.unsupported}</p>}
        </div>
        {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} /> : null}
      </CardContent>
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={PASSKEY_ACCOUNT_TEXT.removeTitle(removing?.name ?? "")}
        description={PASSKEY_ACCOUNT_TEXT.removeDescription}
        confirmLabel={PASSKEY_ACCOUNT_TEXT.remove}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Card>
  );
}
