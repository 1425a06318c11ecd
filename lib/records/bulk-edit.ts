// Bulk edit (docs/decisions/bulk-edit.md): one change to many records of a resource, named either by the
// rows the admin ticked (each with the version it showed) or by the list's filters
// ("Select all N matching"). The body's schema and the answer's shape, shared by the
// routes; what it answers is lib/records/bulk-result.ts, the server half lib/records/bulk-update.ts.
import { z } from "zod";
import { BULK_EDIT_LIMIT, type SelectedRecord } from "@/lib/records/bulk-result";

export const BULK_EDIT_VALIDATION = {
  oneTarget: "Send either records (the selected rows) or filter (every row matching), not both",
  tooMany: `At most ${BULK_EDIT_LIMIT.toLocaleString("en-US")} records can be changed in one request`,
  afterWithRecords: "after and limit page the rows matching a filter; send them with filter only",
} as const;

const selectedRecord: z.ZodType<SelectedRecord> = z.object({
  id: z.string().min(1).max(200),
  version: z.number().int().min(1).max(2_147_483_647),
});

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
