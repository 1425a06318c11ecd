"use client";

import { DeleteRecordDialog } from "@/components/list-screen/delete-record-dialog";
import { useDeleteWebhookEndpoint } from "@/components/webhooks/use-webhook-mutations";
import type { WebhookEndpointRow } from "@/lib/webhooks/schema";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

type DeleteWebhookDialogProps = {
  endpoint: WebhookEndpointRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function DeleteWebhookDialog({ endpoint, ...dialog }: DeleteWebhookDialogProps) {
  return (
    <DeleteRecordDialog
      {...dialog}
      record={endpoint}
      remove={useDeleteWebhookEndpoint()}
      title={WEBHOOKS_TEXT.deleteTitle}
      description={
        <>
          <span className="font-mono break-all">{endpoint?.url}</span>: {WEBHOOKS_TEXT.deleteConfirm}
        </>
      }
    />
  );
}
