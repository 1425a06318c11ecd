"use client";

import { Badge } from "@/components/ui/badge";
import type { ColumnDef } from "@/components/data-table/data-table";
import { auditActionText, auditActorText } from "@/lib/audit/action-verbs";
import type { AuditRow } from "@/lib/audit/schema";
import { formatDate } from "@/lib/format";

/** The id beneath the words, small: the label is what a reader wants, the id what a filter or a support ticket needs. */
function IdLine({ id, label }: { id: string | null; label: string }) {
  return id && id !== label ? <span className="text-muted-foreground block truncate text-xs">{id}</span> : null;
}

export const auditColumns: ColumnDef<AuditRow>[] = [
  {
    id: "time",
    header: "Time",
    meta: { className: "text-muted-foreground text-xs whitespace-nowrap" },
    cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt, "", "long")}</time>,
  },
  {
    id: "actor",
    header: "Who",
    meta: { className: "max-w-48" },
    cell: (entry) => {
      const who = auditActorText(entry);
      return (
        <span title={entry.actorId ?? undefined} className="block truncate">
          {who}
          <IdLine id={entry.actorId} label={who} />
        </span>
      );
    },
  },
  {
    id: "what",
    header: "What",
    meta: { className: "max-w-96 whitespace-normal text-sm" },
    cell: (entry) => (
      <span title={entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType}>
        {auditActionText(entry)}
        {entry.targetLabel ? <IdLine id={entry.targetId} label={entry.targetLabel} /> : null}
      </span>
    ),
  },
  {
    id: "action",
    header: "Action",
    cell: (row) => <Badge variant="outline">{row.action}</Badge>,
  },
  {
    id: "details",
    header: "Details",
    meta: { className: "whitespace-normal" },
    cell: (entry) =>
      entry.details ? (
        <details>
          <summary className="cursor-pointer text-sm">Details</summary>
          <pre className="bg-muted mt-2 max-h-64 max-w-xl overflow-auto rounded p-2 text-xs">
            {JSON.stringify(entry.details, null, 2)}
          </pre>
        </details>
      ) : null,
  },
];
