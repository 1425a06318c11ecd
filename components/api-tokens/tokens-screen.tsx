"use client";

// Admin Tools → API tokens (docs/decisions/api-tokens.md): the admin's tokens (a superadmin's: everyone's),
// a new one's secret shown once, and revocation.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_TOOLS_BACK } from "@/components/admin-tools/admin-tools-screens";
import { tokenColumns } from "@/components/api-tokens/token-columns";
import { useRevokeToken } from "@/components/api-tokens/use-token-mutations";
import { DataTable } from "@/components/data-table/data-table";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListCard } from "@/components/list-screen/list-card";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SecretDialog } from "@/components/ui/secret-dialog";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { TOKEN_TEXT, TOKEN_TOASTS } from "@/lib/api-tokens/messages";
import { tokensKeys } from "@/lib/api-tokens/query-keys";
import type { ApiTokenRow, TokensAnswer } from "@/lib/api-tokens/schema";
import type { Permission } from "@/lib/permissions/catalogue";

const TokenFormDialog = lazyDialog(() =>
  import("@/components/api-tokens/token-form-dialog").then((module) => module.TokenFormDialog),
);

type TokensScreenProps = {
  initial: TokensAnswer;
  grantable: readonly Permission[];
  /** A superadmin sees every admin's tokens, so the list says whose each is. */
  showCreator: boolean;
};

export function TokensScreen({ initial, grantable, showCreator }: TokensScreenProps) {
  const list = useQuery<TokensAnswer>({ queryKey: tokensKeys.all, initialData: initial });
  const dialog = useRowDialog<ApiTokenRow, "create" | "revoke">();
  const revoke = useRevokeToken();
  const [secret, setSecret] = React.useState<string | null>(null);
  const { show } = dialog;
  const columns = React.useMemo(
    () => tokenColumns({ onRevoke: (token) => show("revoke", token), showCreator }),
    [show, showCreator],
  );
  const revoking = dialog.record;

  return (
    <ListScreen
      back={ADMIN_TOOLS_BACK}
      title={TOKEN_TEXT.title}
      subtitle={TOKEN_TEXT.description}
      actions={<AddButton label={TOKEN_TEXT.add} onClick={() => show("create")} permission="tokens.manage" />}
      dialogs={
        <>
          <TokenFormDialog
            {...dialog.props("create")}
            grantable={grantable}
            onCreated={(created) => setSecret(created.secret)}
          />
          <SecretDialog
            secret={secret}
            onClose={() => setSecret(null)}
            title={TOKEN_TEXT.shownOnceTitle}
            description={TOKEN_TEXT.shownOnce}
            copiedText={TOKEN_TOASTS.copied}
            testId="token-secret"
          />
          <ConfirmDialog
            {...dialog.props("revoke")}
            title={TOKEN_TEXT.revokeTitle}
            description={revoking ? TOKEN_TEXT.revokeDescription(revoking.name) : ""}
            confirmLabel={TOKEN_TEXT.revoke}
            destructive
            pending={revoke.isPending}
            onConfirm={() => revoking && revoke.mutate(revoking, { onSettled: dialog.close })}
          />
        </>
      }
    >
      <ListCard title={TOKEN_TEXT.title} description={TOKEN_TEXT.createDescription}>
        <DataTable
          columns={columns}
          rows={list.data?.items}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          noun={TOKEN_TEXT.noun}
          empty={{ title: TOKEN_TEXT.empty }}
          skeletonRows={3}
          rowTestId="token-row"
        />
      </ListCard>
    </ListScreen>
  );
}
