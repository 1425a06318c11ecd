// zod schemas for user purchases, shared by the form and the route handlers (SPEC §3, §5, §7).
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { PurchaseRecord } from "@/lib/library/record";
import { LIBRARY_VALIDATION } from "@/lib/library/messages";
import { patchSchema } from "@/lib/records/patch";
import type { Json } from "@/lib/serialize";

export const LIBRARY_PAGE_SIZE = 50;
export const MAX_LIBRARY_PAGE_SIZE = 200;

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

/** POST: who bought what (SPEC §7), PATCH either of them; purchasedAt is set on create and kept on edit. */
export const purchaseFormSchema = z.object({
  userId: requiredId(LIBRARY_VALIDATION.userIdRequired),
  shopItemId: requiredId(LIBRARY_VALIDATION.shopItemIdRequired),
});
export type PurchaseFormInput = z.input<typeof purchaseFormSchema>;
export type PurchaseFormValues = z.output<typeof purchaseFormSchema>;

export const purchasePatchSchema = patchSchema(purchaseFormSchema);
export type PurchasePatch = z.output<typeof purchasePatchSchema>;

export const purchaseIdParamsSchema = z.object({ id: z.string() });

export const bulkDeletePurchasesSchema = z.object({
  purchaseIds: z
    .array(z.string().min(1, LIBRARY_VALIDATION.purchaseIdsRequired).max(200), {
      error: LIBRARY_VALIDATION.purchaseIdsRequired,
    })
    .min(1, LIBRARY_VALIDATION.purchaseIdsRequired)
    .max(5000, LIBRARY_VALIDATION.tooManyPurchaseIds),
});
export type BulkDeletePurchases = z.output<typeof bulkDeletePurchasesSchema>;

export const libraryFilterSchema = z.object({
  search: z.string().trim().max(100, LIBRARY_VALIDATION.searchTooLong).optional().default(""),
});
export type LibraryFilter = z.infer<typeof libraryFilterSchema>;

export const listPurchasesQuerySchema = libraryFilterSchema.extend(
  keysetQuerySchema({ defaultLimit: LIBRARY_PAGE_SIZE, max: MAX_LIBRARY_PAGE_SIZE }).shape,
);
export type ListPurchasesQuery = z.infer<typeof listPurchasesQuerySchema>;

/** A purchase as JSON delivers it, with its user and shop item. */
export type PurchaseRow = Json<PurchaseRecord>;
