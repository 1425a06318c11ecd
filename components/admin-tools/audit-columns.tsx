"use client";

import { Badge } from "@/components/ui/badge";
import type { ColumnDef } from "@/components/data-table/data-table";
import { auditActionText, auditActorText } from "@/lib/audit/action-verbs";
import { auditDetailLines, type AuditDetailLine } from "@/lib/audit/detail-lines";
import type { AuditRow } from "@/lib/audit/schema";
import { formatDate } from "@/lib/format";

/** The id beneath the words, small: the label is what a reader wants, the id what a filter or a support ticket needs. */
function IdLine({ id, label }: { id: string | null; label: string }) {
  return id && id !== label ? <span className="text-muted-foreground block truncate text-xs">{id}</span> : null;
}

// The lines shown at once; the rest (a long create, a bulk delete's records) behind "N more".
const SHOWN_LINES = 4;

function DetailLine({ line }: { line: AuditDetailLine }) {
  return (
    <li className="wrap-anywhere">
      <span className="text-muted-foreground">{line.field}:</span>{" "}
      {line.before === undefined ? (
        line.value
      ) : (
        <>
          {line.before} <span aria-label="changed to">→</span> {line.value}
        </>
      )}
    </li>
  );
}

/**
 * An entry's details as lines, "field: before → after", the first few at once (lib/audit/detail-lines.ts); a user's
 * timeline shows them too.
 */
export function AuditDetails({ details }: { details: unknown }) {
  const lines = auditDetailLines(details);
  if (lines.length === 0) return null;
  const rest = lines.slice(SHOWN_LINES);
  return (
    <div className="grid gap-1 text-xs" data-testid="audit-details">
      <ul className="grid gap-0.5">
        {/* Keyed by place, not field: a field the entry noted may share its name with one that changed. */}
        {lines.slice(0, SHOWN_LINES).map((line, index) => (
          <DetailLine key={index} line={line} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details>
          <summary className="text-muted-foreground cursor-pointer">{rest.length} more</summary>
          <ul className="mt-0.5 grid gap-0.5">
            {rest.map((line, index) => (
              <DetailLine key={index} line={line} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

export const auditColumns: ColumnDef<AuditRow>[] = [
  {
    id: "time",
    header: "Time",
    // The date above its time: on one line the column took the room the table needs to fit at 1280.
    meta: { className: "text-muted-foreground text-xs min-w-24 whitespace-normal" },
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
    meta: { className: "min-w-40 max-w-sm whitespace-normal" },
    cell: (entry) => <AuditDetails details={entry.details} />,
  },
];
