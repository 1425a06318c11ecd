"use client";

import { Badge } from "@/components/ui/badge";
import type { ColumnDef } from "@/components/data-table/data-table";
import type { AuditRow } from "@/lib/audit/schema";

export const auditColumns: ColumnDef<AuditRow>[] = [
  {
    id: "time",
    header: "Time",
    meta: { className: "text-muted-foreground text-xs whitespace-nowrap" },
    cell: ({ row }) => new Date(row.original.createdAt).toLocaleString("en-US"),
  },
  {
    id: "actor",
    header: "Actor",
    meta: { className: "max-w-48 truncate" },
    cell: ({ row: { original: entry } }) => (entry.actor ? (entry.actor.email ?? `@${entry.actor.handle ?? entry.actor.id}`) : "System"),
  },
  {
    id: "action",
    header: "Action",
    cell: ({ row }) => <Badge variant="outline">{row.original.action}</Badge>,
  },
  {
    id: "target",
    header: "Target",
    meta: { className: "max-w-56 truncate text-sm" },
    cell: ({ row: { original: entry } }) => (
      <>
        {entry.targetType}
        {entry.targetId ? <span className="text-muted-foreground"> {entry.targetId}</span> : null}
      </>
    ),
  },
  {
    id: "details",
    header: "Details",
    meta: { className: "whitespace-normal" },
    cell: ({ row: { original: entry } }) =>
      entry.details ? (
        <details>
          <summary className="cursor-pointer text-sm">Details</summary>
          <pre className="bg-muted mt-2 max-h-64 max-w-xl overflow-auto rounded p-2 text-xs">{JSON.stringify(entry.details, null, 2)}</pre>
        </details>
      ) : null,
  },
];
