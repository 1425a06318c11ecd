// zod schemas for saved views, shared by the save dialog and the routes. A view's
// query is checked against its list's own query schema by the service (lists.ts).
import { z } from "zod";
import { VIEW_LISTS } from "@/lib/views/list-keys";
import { VIEW_VALIDATION } from "@/lib/views/messages";
import type { SavedViewRecord } from "@/lib/views/record";
import type { Json } from "@/lib/serialize";

export const viewListSchema = z.enum(VIEW_LISTS, { error: VIEW_VALIDATION.listInvalid });

const name = z
  .string({ error: VIEW_VALIDATION.nameRequired })
  .trim()
  .min(1, VIEW_VALIDATION.nameRequired)
  .max(80, VIEW_VALIDATION.nameTooLong);

const columnId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, VIEW_VALIDATION.columnInvalid);

/** What a view holds: the list's query (its filters, search and sort) and the columns it shows, in order. */
export const viewStateSchema = z
  .object({
    query: z.record(z.string().max(64), z.unknown()),
    columns: z
      .array(columnId)
      .max(40)
      .refine((ids) => new Set(ids).size === ids.length, VIEW_VALIDATION.columnsRepeated)
      .optional(),
  })
  .strict();
export type ViewState = z.infer<typeof viewStateSchema>;

export const listViewsQuerySchema = z.object({ list: viewListSchema });

export const viewIdParamsSchema = z.object({ id: z.uuid(VIEW_VALIDATION.idInvalid) });

export const createViewSchema = z.object({
  list: viewListSchema,
  name,
  shared: z.boolean().default(false),
  state: viewStateSchema,
});
export type CreateViewInput = z.input<typeof createViewSchema>;
export type CreateView = z.output<typeof createViewSchema>;

export const viewPatchSchema = z
  .object({ name: name.optional(), shared: z.boolean().optional(), state: viewStateSchema.optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), VIEW_VALIDATION.patchEmpty);
export type ViewPatch = z.output<typeof viewPatchSchema>;

/** PUT /api/admin/views/default: the view a list opens with for this admin, or none. */
export const setDefaultViewSchema = z.object({
  list: viewListSchema,
  viewId: z.uuid(VIEW_VALIDATION.idInvalid).nullable(),
});
export type SetDefaultView = z.output<typeof setDefaultViewSchema>;

/** A view as the menu shows it: who owns it, and whether this admin may rename and delete it. */
export type SavedViewRow = Json<Omit<SavedViewRecord, "owner" | "state">> & {
  state: ViewState;
  ownerName: string;
  canManage: boolean;
};

/** GET /api/admin/views?list=…: the admin's own and the shared views, and their default. */
export type ViewsAnswer = { views: SavedViewRow[]; defaultViewId: string | null };
