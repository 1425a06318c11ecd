// zod schemas for roadmap items, shared by the form and the route handlers (SPEC §3, §5, §7).
import { z } from "zod";
import { bulkEditSchema } from "@/lib/records/bulk-edit";
import { optionalText } from "@/lib/validation/fields";
import { patchSchema } from "@/lib/records/patch";
import { MAX_ROADMAP_ITEMS, ROADMAP_STATUSES, ROADMAP_VALIDATION } from "@/lib/roadmap/messages";
import type { RoadmapItemRecord } from "@/lib/roadmap/record";
import type { Json } from "@/lib/serialize";

const MAX_ORDER = 1_000_000;

/** A whole number; the number input's text ("", "3") is read too, blank meaning the default 0. */
const orderSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return 0;
    if (typeof value === "string")
      return value.trim() === "" ? 0 : /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
    return value;
  },
  z
    .number({ error: ROADMAP_VALIDATION.orderInvalid })
    .int(ROADMAP_VALIDATION.orderInvalid)
    .min(-MAX_ORDER, ROADMAP_VALIDATION.orderInvalid)
    .max(MAX_ORDER, ROADMAP_VALIDATION.orderInvalid),
);

/** POST takes the whole item; PATCH the same fields, each optional (SPEC §7). */
export const roadmapItemFormSchema = z.object({
  title: z
    .string({ error: ROADMAP_VALIDATION.titleRequired })
    .trim()
    .min(1, ROADMAP_VALIDATION.titleRequired)
    .max(200, ROADMAP_VALIDATION.titleTooLong),
  description: optionalText(5000, ROADMAP_VALIDATION.descriptionTooLong),
  status: z.enum(ROADMAP_STATUSES, { error: ROADMAP_VALIDATION.statusInvalid }).default("upcoming"),
  date: optionalText(100, ROADMAP_VALIDATION.dateTooLong),
  order: orderSchema,
});
export type RoadmapItemFormInput = z.input<typeof roadmapItemFormSchema>;
export type RoadmapItemFormValues = z.output<typeof roadmapItemFormSchema>;

export const roadmapItemPatchSchema = patchSchema(roadmapItemFormSchema);
export type RoadmapItemPatch = z.output<typeof roadmapItemPatchSchema>;

export const roadmapItemIdParamsSchema = z.object({ id: z.string() });

const itemIds = z
  .array(z.string({ error: ROADMAP_VALIDATION.itemIdsRequired }).min(1, ROADMAP_VALIDATION.itemIdsRequired), {
    error: ROADMAP_VALIDATION.itemIdsRequired,
  })
  .min(1, ROADMAP_VALIDATION.itemIdsRequired)
  .max(MAX_ROADMAP_ITEMS, ROADMAP_VALIDATION.tooManyIds);

/** POST /api/admin/roadmap/bulk-delete (SPEC §5, §7). */
export const bulkDeleteRoadmapSchema = z.object({ itemIds });
export type BulkDeleteRoadmap = z.output<typeof bulkDeleteRoadmapSchema>;

/** PUT /api/admin/roadmap/order (beyond SPEC): every item's id once, in the new order. */
export const reorderRoadmapSchema = z.object({
  itemIds: itemIds.refine((ids) => new Set(ids).size === ids.length, ROADMAP_VALIDATION.duplicateIds),
});
export type ReorderRoadmap = z.output<typeof reorderRoadmapSchema>;

/** A roadmap item as JSON delivers it. */
export type RoadmapItemRow = Json<RoadmapItemRecord>;

/** PATCH /api/admin/roadmap: one status for the selected items, or (filter {}) for every item: the roadmap has no filters. */
export const bulkEditRoadmapSchema = bulkEditSchema(
  z.object({}).strict(),
  z.object({ status: roadmapItemFormSchema.shape.status.unwrap() }).strict(),
  ROADMAP_VALIDATION.itemIdsRequired,
);
export type BulkEditRoadmap = z.output<typeof bulkEditRoadmapSchema>;
