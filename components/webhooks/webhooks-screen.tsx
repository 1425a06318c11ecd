"use client";

// Admin Tools → Webhooks: the endpoints, with Add, Edit and Delete; a row's URL opens its delivery log.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_TOOLS_BACK } from "@/components/admin-tools/admin-tools-screens";
import { DataTable } from "@/components/data-table/data-table";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListCard } from "@/components/list-screen/list-card";
import { ListScreen } from "@/components/list-screen/list-screen";
import { SecretDialog } from "@/components/ui/secret-dialog";
import { webhookColumns } from "@/components/webhooks/webhook-columns";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { webhooksKeys } from "@/lib/webhooks/query-keys";
import type { WebhookEndpointRow } from "@/lib/webhooks/schema";
import { WEBHOOK_TOASTS, WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

const WebhookFormDialog = lazyDialog(() =>
  import("@/components/webhooks/webhook-form-dialog").then((module) => module.WebhookFormDialog),
);
const DeleteWebhookDialog = lazyDialog(() =>
  import("@/components/webhooks/delete-webhook-dialog").then((module) => module.DeleteWebhookDialog),
);

export function WebhooksScreen({ initialEndpoints }: { initialEndpoints?: WebhookEndpointRow[] }) {
  const list = useQuery<{ items: WebhookEndpointRow[] }>({
    queryKey: webhooksKeys.all,
    initialData: initialEndpoints && { items: initialEndpoints },
  });
  const dialog = useRowDialog<WebhookEndpointRow, "form" | "delete">();
  const [secret, setSecret] = React.useState<string | null>(null);
  const { show } = dialog;
  const columns = React.useMemo(
    () =>
      webhookColumns({
        onEdit: (endpoint) => show("form", endpoint),
        onDelete: (endpoint) => show("delete", endpoint),
      }),
    [show],
  );

  return (
    <ListScreen
      title={WEBHOOKS_TEXT.title}
      subtitle={WEBHOOKS_TEXT.subtitle}
      back={ADMIN_TOOLS_BACK}
      actions={
        <AddButton label={WEBHOOKS_TEXT.addEndpoint} onClick={() => show("form")} permission="webhooks.manage" />
      }
      dialogs={
        <>
          <WebhookFormDialog {...dialog.props("form")} endpoint={dialog.record} onCreated={setSecret} />
          <DeleteWebhookDialog {...dialog.props("delete")} endpoint={dialog.record} />
          <SecretDialog
            secret={secret}
            onClose={() => setSecret(null)}
            title={WEBHOOKS_TEXT.secretTitle}
            description={WEBHOOKS_TEXT.secretDescription}
            warning={WEBHOOKS_TEXT.secretWarning}
            copiedText={WEBHOOK_TOASTS.copied}
            testId="webhook-secret"
          />
        </>
      }
    >
      <ListCard title={WEBHOOKS_TEXT.listTitle} description={WEBHOOKS_TEXT.listDescription}>
        <DataTable
          columns={columns}
          rows={list.data?.items}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          noun={WEBHOOKS_TEXT.noun}
          empty={{ title: WEBHOOKS_TEXT.emptyTitle, hint: WEBHOOKS_TEXT.emptyHint }}
          skeletonRows={3}
          rowTestId="webhook-row"
        />
      </ListCard>
    </ListScreen>
  );
}
