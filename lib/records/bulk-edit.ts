// Bulk edit (issue 21): one change to many records of a resource, named either by the
// rows the admin ticked (each with the version it showed) or by the list's filters
// ("Select all N matching"). The body's schema and the answer's shape, shared by the
// routes and the browser; the server half is lib/records/bulk-update.ts.
import { z } from "zod";

/** At most this many records change in one request (one transaction); the panel sends more in batches. */
export const BULK_EDIT_LIMIT = 10_000;

/** The code of a 409 whose selection changed meanwhile: nothing was changed (docs/decisions.md "Bulk edit"). */
export const RECORDS_CHANGED = "records_changed";

export const BULK_EDIT_VALIDATION = {
  oneTarget: "Send either records (the selected rows) or filter (every row matching), not both",
  tooMany: `At most ${BULK_EDIT_LIMIT.toLocaleString("en-US")} records can be changed in one request`,
  afterWithRecords: "after and limit page the rows matching a filter; send them with filter only",
} as const;

const selectedRecord = z.object({
  id: z.string().min(1).max(200),
  version: z.number().int().min(1).max(2_147_483_647),
});
export type SelectedRecord = z.infer<typeof selectedRecord>;

/**
 * The body of `PATCH /api/admin/<resource>`: `change` (what to set), and either `records` (the selection, with the
 * versions the admin saw) or `filter` (every row matching now; `after` and `limit` page through more than one batch).
 */
export function bulkEditSchema<Filter extends z.ZodType, Change extends z.ZodType>(
  filter: Filter,
  change: Change,
  idsRequired: string,
) {
  return z
    .object({
      change,
      records: z
        .array(selectedRecord, { error: idsRequired })
        .min(1, idsRequired)
        .max(BULK_EDIT_LIMIT, BULK_EDIT_VALIDATION.tooMany)
        .optional(),
      filter: filter.optional(),
      after: z.string().min(1).max(200).optional(),
      limit: z.number().int().min(1).max(BULK_EDIT_LIMIT, BULK_EDIT_VALIDATION.tooMany).optional(),
    })
    .strict()
    .refine((body) => (body.records === undefined) !== (body.filter === undefined), BULK_EDIT_VALIDATION.oneTarget)
    .refine(
      (body) => body.records === undefined || (body.after === undefined && body.limit === undefined),
      BULK_EDIT_VALIDATION.afterWithRecords,
    );
}

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
