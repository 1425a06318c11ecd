"use client";

// The dry run's and the import's report: counts, then each row's outcome, a page at a time. The
// answer lists the first rows and rejected rows only (lib/csv-import/schema.ts): a note says so.
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  CSV_IMPORT_TEXT,
  IMPORT_OUTCOMES,
  OUTCOME_CODES,
  OUTCOME_LABELS,
  type ImportOutcome,
} from "@/lib/csv-import/messages";
import type { ImportResult } from "@/lib/csv-import/schema";

const PAGE_ROWS = 10;
const OUTCOME_OF_CODE = Object.fromEntries(
  IMPORT_OUTCOMES.map((outcome) => [OUTCOME_CODES[outcome], outcome]),
) as Record<string, ImportOutcome>;

export function ImportCounts({ result }: { result: ImportResult }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="import-counts">
      {IMPORT_OUTCOMES.map((outcome) => (
        <div key={outcome} className="rounded-md border p-2">
          <dt className="text-muted-foreground text-xs">{OUTCOME_LABELS[outcome]}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-outcome={outcome}>
            {result.counts[outcome].toLocaleString("en-US")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the table leaves out of a large file, in words; null when it lists every row. */
function listedNote(result: ImportResult, onlyRejected: boolean): string | null {
  if (onlyRejected)
    return result.counts.rejected > result.rejected.length
      ? CSV_IMPORT_TEXT.rejectedListed(result.rejected.length, result.counts.rejected)
      : null;
  const rows = IMPORT_OUTCOMES.reduce((sum, outcome) => sum + result.counts[outcome], 0);
  return rows > result.outcomes.length ? CSV_IMPORT_TEXT.rowsListed(result.outcomes.length, rows) : null;
}

/** Each listed row's outcome (or only the rejected ones), PAGE_ROWS at a time; rejected rows with their reason. */
export function OutcomeTable({ result }: { result: ImportResult }) {
  const [page, setPage] = React.useState(0);
  const [onlyRejected, setOnlyRejected] = React.useState(false);
  const reasons = React.useMemo(() => new Map(result.rejected.map(({ row, reason }) => [row, reason])), [result]);
  const total = onlyRejected ? result.rejected.length : result.outcomes.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_ROWS));
  const first = page * PAGE_ROWS;
  const rows = Array.from({ length: Math.min(PAGE_ROWS, total - first) }, (_, index) =>
    onlyRejected ? result.rejected[first + index]!.row : first + index + 1,
  );
  const note = listedNote(result, onlyRejected);
  return (
    <div className="grid gap-2">
      <label className="flex items-center gap-2 text-sm">
        <Checkbox
          checked={onlyRejected}
          onCheckedChange={(checked) => {
            setOnlyRejected(checked);
            setPage(0);
          }}
        />
        Only rejected rows
      </label>
      <Table scrollLabel="Outcome of each row">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Row</TableHead>
            <TableHead scope="col">Outcome</TableHead>
            <TableHead scope="col">Reason</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row}>
              <TableCell className="tabular-nums">{row}</TableCell>
              <TableCell>{OUTCOME_LABELS[OUTCOME_OF_CODE[result.outcomes[row - 1]!]!]}</TableCell>
              <TableCell className="whitespace-normal">{reasons.get(row) ?? ""}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {note ? <p className="text-muted-foreground text-sm">{note}</p> : null}
      <nav aria-label="Rows of the report" className="flex items-center justify-end gap-2 text-sm">
        <span aria-live="polite">
          Page {page + 1} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </nav>
    </div>
  );
}
