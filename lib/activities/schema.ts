// zod schemas for activities, shared by the form and the route handlers (SPEC §3, §5, §7).
import { z } from "zod";
import type { ActivityRecord } from "@/lib/activities/record";
import { ACTIVITY_TYPES } from "@/lib/activities/activity-types";
import { ACTIVITY_VALIDATION } from "@/lib/activities/messages";
import { keysetQuerySchema } from "@/lib/api/list-query";
import { optionalDateOnly, optionalRowId, optionalText } from "@/lib/validation/fields";
import { bulkEditSchema } from "@/lib/records/bulk-edit";
import { patchSchema } from "@/lib/records/patch";
import type { Json } from "@/lib/serialize";

export const ACTIVITY_PAGE_SIZE = 50;
export const MAX_ACTIVITY_PAGE_SIZE = 200;

/** The one activity schema: the form and POST; PATCH takes the same fields, each optional (complete/reopen sends `completed` alone). */
export const activityFormSchema = z.object({
  type: z.enum(ACTIVITY_TYPES, { error: ACTIVITY_VALIDATION.typeRequired }).default("task"),
  title: z
    .string({ error: ACTIVITY_VALIDATION.titleRequired })
    .trim()
    .min(1, ACTIVITY_VALIDATION.titleRequired)
    .max(200, ACTIVITY_VALIDATION.titleTooLong),
  description: optionalText(5000, ACTIVITY_VALIDATION.descriptionTooLong),
  completed: z.boolean({ error: ACTIVITY_VALIDATION.completedBoolean }).default(false),
  dueDate: optionalDateOnly(ACTIVITY_VALIDATION.dueDate),
  contactId: optionalRowId(ACTIVITY_VALIDATION.contactNotFound),
  dealId: optionalRowId(ACTIVITY_VALIDATION.dealNotFound),
});
export type ActivityFormInput = z.input<typeof activityFormSchema>;
export type ActivityFormValues = z.output<typeof activityFormSchema>;

export const activityPatchSchema = patchSchema(activityFormSchema);
export type ActivityPatch = z.output<typeof activityPatchSchema>;

export const activityIdParamsSchema = z.object({ id: z.string().min(1) });

export const activityTypeFilter = z.enum(["all", ...ACTIVITY_TYPES], { error: ACTIVITY_VALIDATION.typeFilterInvalid });
export type ActivityTypeFilter = z.infer<typeof activityTypeFilter>;

export const activityFilterSchema = z.object({ type: activityTypeFilter.optional().default("all") });
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

export const listActivitiesQuerySchema = activityFilterSchema.extend(
  keysetQuerySchema({ defaultLimit: ACTIVITY_PAGE_SIZE, max: MAX_ACTIVITY_PAGE_SIZE }).shape,
);
export type ListActivitiesQuery = z.infer<typeof listActivitiesQuerySchema>;

/** GET /api/admin/activities/counts: the header's counts, for the same type filter as the list. */
export const activityCountsQuerySchema = activityFilterSchema;

export type ActivityCounts = { pending: number; completed: number };

/** An activity as JSON delivers it (dueDate "YYYY-MM-DD"). */
export type ActivityRow = Json<ActivityRecord>;

/** PATCH /api/admin/activities: complete or reopen the selected activities, or every one matching the type filter. */
export const bulkEditActivitiesSchema = bulkEditSchema(
  activityFilterSchema,
  z.object({ completed: activityFormSchema.shape.completed.unwrap() }).strict(),
  ACTIVITY_VALIDATION.bulkIdsRequired,
);
export type BulkEditActivities = z.output<typeof bulkEditActivitiesSchema>;
