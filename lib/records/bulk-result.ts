// What a bulk edit answers (docs/decisions/bulk-edit.md), apart from its zod
// schema (lib/records/bulk-edit.ts) so the list screens that run one load no zod.

/** At most this many records change in one request (one transaction); the panel sends more in batches. */
export const BULK_EDIT_LIMIT = 10_000;

/** A selected row, at the version the admin saw. */
export type SelectedRecord = { id: string; version: number };

/** Which rows a bulk edit is for, once parsed. */
export type BulkTarget<Filter> = {
  records?: SelectedRecord[];
  filter?: Filter;
  after?: string;
  limit?: number;
};

/** A record a rule left alone (a superadmin is never banned), with the rule's words. */
export type SkippedRecord = { id: string; label: string | null; reason: string };

/** What a bulk edit did; `next` continues a filter's batches (send it as `after`), null when none are left. */
export type BulkEditResult = {
  /** The rows the request was for: the selection, or this batch of the rows matching. */
  matched: number;
  /** Written, one audit row each. */
  changed: number;
  /** Already as asked: neither written nor audited. */
  unchanged: number;
  skipped: number;
  /** The first hundred skipped, with why. */
  skippedRecords: SkippedRecord[];
  next: string | null;
};

/** A selected row that changed (or went) since the admin saw it: reported in the 409, never overwritten. */
export type ChangedRecord = { id: string; label: string | null; version: number | null };
