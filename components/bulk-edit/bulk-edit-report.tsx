"use client";

// What a bulk edit did: the counts, each skipped row with the rule's words, the rows
// changed meanwhile (their chunk was left as it was), and why a run stopped.
import { countOf, summaryLine, type Noun } from "@/lib/records/bulk-summary";
import type { BulkSummary } from "@/lib/records/bulk-run";

const SHOWN = 10;

function Rows({ title, rows }: { title: string; rows: { id: string; label: string | null; reason?: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="space-y-1">
      <p className="font-medium">{title}</p>
      <ul className="text-muted-foreground list-disc pl-5">
        {rows.slice(0, SHOWN).map((row) => (
          <li key={row.id}>
            {row.label ?? row.id}
            {row.reason ? `: ${row.reason}` : null}
          </li>
        ))}
        {rows.length > SHOWN ? <li>and {rows.length - SHOWN} more</li> : null}
      </ul>
    </div>
  );
}

export function BulkEditReport({ summary, noun }: { summary: BulkSummary; noun: Noun }) {
  return (
    <div className="space-y-3 text-sm" role="status" data-testid="bulk-edit-summary">
      <p>{summaryLine(summary, noun)}.</p>
      <Rows title={`Skipped (${summary.skipped})`} rows={summary.skippedRecords} />
      <Rows
        title={`${countOf(summary.conflicts.length, noun)} changed or deleted by someone else since you loaded them; none of this batch was changed`}
        rows={summary.conflicts.map((row) => ({ ...row, reason: row.version === null ? "deleted" : undefined }))}
      />
      {summary.failed ? (
        <p className="text-destructive" role="alert">
          Stopped: {summary.failed}
        </p>
      ) : null}
    </div>
  );
}
