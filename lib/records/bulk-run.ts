// The browser's half of a bulk edit (docs/decisions/bulk-edit.md): the selection in
// chunks of BULK_EDIT_LIMIT, or every row matching in batches that follow the server's
// `next`, each chunk its own request and transaction; progress after each, and one
// summary of what was changed, left as it was, skipped, changed meanwhile or failed.
import { HttpError, serverMessage } from "@/lib/api-client/errors";
import { apiRequest } from "@/lib/api-client/request";
import type { BulkRunTarget } from "@/lib/records/bulk-target";
import { RECORDS_CHANGED } from "@/lib/api/error-codes";
import {
  BULK_EDIT_LIMIT,
  type BulkEditResult,
  type ChangedRecord,
  type SelectedRecord,
  type SkippedRecord,
} from "@/lib/records/bulk-result";

export type BulkSummary = {
  changed: number;
  unchanged: number;
  skipped: number;
  skippedRecords: SkippedRecord[];
  /** Rows that changed since they were shown: nothing of their chunk was changed. */
  conflicts: ChangedRecord[];
  /** What "Apply to the rest" sends: the rows not yet changed, without those that changed meanwhile. */
  rest: SelectedRecord[];
  /** Why the run stopped early, if it did. */
  failed: string | null;
};

type Progress = (done: number, total: number) => void;

export const emptySummary = (): BulkSummary => ({
  changed: 0,
  unchanged: 0,
  skipped: 0,
  skippedRecords: [],
  conflicts: [],
  rest: [],
  failed: null,
});

function add(summary: BulkSummary, result: BulkEditResult) {
  summary.changed += result.changed;
  summary.unchanged += result.unchanged;
  summary.skipped += result.skipped;
  summary.skippedRecords.push(...result.skippedRecords);
}

function changedRows(error: unknown): ChangedRecord[] | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  try {
    const answer = JSON.parse(error.sent) as { error?: string; changed?: ChangedRecord[] };
    return answer.error === RECORDS_CHANGED ? (answer.changed ?? []) : null;
  } catch {
    return null;
  }
}

async function runSelection(path: string, change: object, records: SelectedRecord[], progress: Progress) {
  const summary = emptySummary();
  for (let start = 0; start < records.length; start += BULK_EDIT_LIMIT) {
    const chunk = records.slice(start, start + BULK_EDIT_LIMIT);
    try {
      add(summary, await apiRequest<BulkEditResult>("PATCH", path, { records: chunk, change }));
    } catch (error) {
      const conflicts = changedRows(error);
      if (!conflicts) return { ...summary, failed: serverMessage(error, "The change could not be saved.") };
      const moved = new Set(conflicts.map((record) => record.id));
      const rest = records.slice(start).filter((record) => !moved.has(record.id));
      return { ...summary, conflicts, rest };
    }
    progress(Math.min(start + chunk.length, records.length), records.length);
  }
  return summary;
}

async function runMatching(path: string, change: object, filter: object, total: number, progress: Progress) {
  const summary = emptySummary();
  let after: string | undefined;
  let done = 0;
  do {
    try {
      const result = await apiRequest<BulkEditResult>("PATCH", path, { filter, change, after });
      add(summary, result);
      done += result.matched;
      after = result.next ?? undefined;
    } catch (error) {
      return { ...summary, failed: serverMessage(error, "The change could not be saved.") };
    }
    progress(Math.min(done, total), Math.max(total, done));
  } while (after);
  return summary;
}

/** Sends the change to `path` (PATCH /api/admin/<resource>) for the target, reporting progress. */
export function runBulkEdit(path: string, change: object, target: BulkRunTarget, progress: Progress) {
  return "records" in target
    ? runSelection(path, change, target.records, progress)
    : runMatching(path, change, target.filter, target.total, progress);
}
