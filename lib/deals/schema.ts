// zod schemas for deals, shared by the form and the route handlers (SPEC §3, §5, §7).
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import { optionalDateOnly, optionalRowId, optionalText } from "@/lib/validation/fields";
import { DEAL_VALIDATION, DEAL_VALIDATION_CODES } from "@/lib/deals/messages";
import { normaliseMoney } from "@/lib/deals/money";
import type { DealRecord } from "@/lib/deals/record";
import { DEAL_STAGES } from "@/lib/deals/stages";
import { bulkEditSchema } from "@/lib/records/bulk-edit";
import { patchSchema } from "@/lib/records/patch";
import type { Json } from "@/lib/serialize";

export const DEAL_PAGE_SIZE = 50;
export const MAX_DEAL_PAGE_SIZE = 200;
/** Cards the board shows per column before "load more". */
export const BOARD_COLUMN_SIZE = 50;

/** Text "1234.50", or a JSON number whose decimal text is exact ("1234.5"); normalised to two decimals. */
export const dealValueSchema = z
  .union([z.string(), z.number()], { error: DEAL_VALIDATION.valueRequired })
  .transform((input, ctx) => {
    if (typeof input === "string" && !input.trim()) {
      ctx.addIssue({ code: "custom", message: DEAL_VALIDATION.valueRequired });
      return z.NEVER;
    }
    const value = normaliseMoney(input);
    if (value === null) {
      ctx.addIssue({ code: "custom", message: DEAL_VALIDATION.valueFormat });
      return z.NEVER;
    }
    return value;
  });

// Plain decimal text only: Number() would also read "0x10" as 16 and "1e2" as 100. A negative or
// fractional number ("-5", "5.5") is numeric, so it is refused as out of range or not whole, not made 0.
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** SPEC §5: non-numeric probability input becomes 0 (so "", "abc", "0x10" and NaN from a number input); out of range is refused. */
function probabilityInput(value: unknown): unknown {
  if (value === undefined || value === null) return 0;
  if (typeof value === "number") return Number.isNaN(value) ? 0 : value;
  if (typeof value === "string") {
    const text = value.trim();
    return DECIMAL_TEXT.test(text) ? Number(text) : 0;
  }
  return value;
}

export const probabilitySchema = z.preprocess(
  probabilityInput,
  z
    .number({ error: DEAL_VALIDATION.probabilityRange })
    .int(DEAL_VALIDATION.probabilityWhole)
    .min(0, DEAL_VALIDATION.probabilityRange)
    .max(100, DEAL_VALIDATION.probabilityRange),
);

/** The one deal schema: the form and POST; PATCH takes the same fields, each optional (the board sends the stage alone). */
export const dealFormSchema = z.object({
  title: z
    .string({ error: DEAL_VALIDATION.titleRequired })
    .trim()
    .min(1, DEAL_VALIDATION.titleRequired)
    .max(200, DEAL_VALIDATION.titleTooLong),
  description: optionalText(5000, DEAL_VALIDATION.descriptionTooLong),
  value: dealValueSchema,
  stage: z.enum(DEAL_STAGES, { error: DEAL_VALIDATION.stageRequired }).default("lead"),
  probability: probabilitySchema,
  expectedCloseDate: optionalDateOnly(DEAL_VALIDATION.expectedCloseDate),
  contactId: optionalRowId(DEAL_VALIDATION.contactNotFound, DEAL_VALIDATION_CODES.contactNotFound),
  companyId: optionalRowId(DEAL_VALIDATION.companyNotFound, DEAL_VALIDATION_CODES.companyNotFound),
});
export type DealFormInput = z.input<typeof dealFormSchema>;
export type DealFormValues = z.output<typeof dealFormSchema>;

export const dealPatchSchema = patchSchema(dealFormSchema);
export type DealPatch = z.output<typeof dealPatchSchema>;

export const dealIdParamsSchema = z.object({ id: z.string().min(1) });

export const dealFilterSchema = z.object({
  stage: z.enum(DEAL_STAGES, { error: DEAL_VALIDATION.stageFilterInvalid }).optional(),
  search: z
    .string({ error: DEAL_VALIDATION.searchTooLong })
    .trim()
    .max(100, DEAL_VALIDATION.searchTooLong)
    .optional()
    .default(""),
});
export type DealFilter = z.infer<typeof dealFilterSchema>;

/** GET /api/admin/deals: newest first; with ?stage= it is one board column's "load more". */
export const listDealsQuerySchema = dealFilterSchema.extend(
  keysetQuerySchema({ defaultLimit: DEAL_PAGE_SIZE, max: MAX_DEAL_PAGE_SIZE }).shape,
);
export type ListDealsQuery = z.infer<typeof listDealsQuerySchema>;

/** PATCH /api/admin/deals: one stage for the selected deals, or for every deal matching the list's filters. */
export const bulkEditDealsSchema = bulkEditSchema(
  dealFilterSchema,
  z.object({ stage: dealFormSchema.shape.stage.unwrap() }).strict(),
  DEAL_VALIDATION.bulkIdsRequired,
);
export type BulkEditDeals = z.output<typeof bulkEditDealsSchema>;

/** A deal as JSON delivers it: value "1234.50", stage "closed-won", expectedCloseDate "YYYY-MM-DD". */
export type DealRow = Json<DealRecord>;
