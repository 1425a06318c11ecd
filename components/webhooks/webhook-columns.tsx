"use client";

import Link from "next/link";
import type { ColumnDef } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { WebhookEndpointStatus } from "@/components/webhooks/webhook-status";
import { formatDate } from "@/lib/format";
import { eventsSummary } from "@/lib/webhooks/display";
import { WEBHOOKS_LINK } from "@/lib/webhooks/link";
import type { WebhookEndpointRow } from "@/lib/webhooks/schema";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

type Actions = { onEdit: (endpoint: WebhookEndpointRow) => void; onDelete: (endpoint: WebhookEndpointRow) => void };

const webhookEndpointHref = (endpoint: Pick<WebhookEndpointRow, "id">) =>
  `${WEBHOOKS_LINK.href}/${encodeURIComponent(endpoint.id)}`;

/** URL (to the endpoint's page and its delivery log), events, state, created, actions. */
export function webhookColumns({ onEdit, onDelete }: Actions): ColumnDef<WebhookEndpointRow>[] {
  return [
    {
      id: "url",
      header: WEBHOOKS_TEXT.url,
      meta: { className: "max-w-96 truncate font-medium" },
      cell: (row) => (
        <span className="grid">
          <Link href={webhookEndpointHref(row)} className="truncate underline-offset-4 hover:underline" title={row.url}>
            {row.url}
          </Link>
          {row.description ? (
            <span className="text-muted-foreground truncate text-xs font-normal">{row.description}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "events",
      header: WEBHOOKS_TEXT.events,
      meta: { className: "max-w-56 truncate", showFrom: "md" },
      cell: (row) => (
        <span title={row.events.join(", ")}>
          <span className="font-medium">{row.events.length}</span>{" "}
          <span className="text-muted-foreground font-mono text-xs">{eventsSummary(row.events)}</span>
        </span>
      ),
    },
    {
      id: "status",
      header: WEBHOOKS_TEXT.status,
      meta: { className: "max-w-64 whitespace-normal" },
      cell: (row) => <WebhookEndpointStatus endpoint={row} />,
    },
    {
      id: "created",
      header: WEBHOOKS_TEXT.created,
      meta: { className: "whitespace-nowrap", showFrom: "xl" },
      cell: (row) => formatDate(row.createdAt, WEBHOOKS_TEXT.unknown),
    },
    {
      id: "actions",
      header: WEBHOOKS_TEXT.actions,
      meta: { className: "w-24 text-right" },
      cell: (row) => <RowActions label={row.url} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
