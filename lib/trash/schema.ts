// zod schemas of the trash's routes, shared by the Trash screen and the route handlers.
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { Json } from "@/lib/serialize";
import { TRASH_TYPES, type TrashType } from "@/lib/trash/kinds";

export const TRASH_PAGE_SIZE = 50;
/** The most one restore call brings back: a bulk delete's whole batch (users: 50,000) or a selection. */
export const MAX_RESTORE_ENTRIES = 50_000;

const type = z.enum(TRASH_TYPES, { error: `type must be one of ${TRASH_TYPES.join(", ")}` });

/** The Trash screen's filters: "all" (the default, as every list's menu has) or one type, and a word of the name or the exact id. */
export const trashFilterSchema = z.object({
  type: z
    .enum(["all", ...TRASH_TYPES], { error: `type must be all or one of ${TRASH_TYPES.join(", ")}` })
    .optional()
    .default("all"),
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional().default(""),
});
export type TrashFilter = z.output<typeof trashFilterSchema>;

export const listTrashQuerySchema = trashFilterSchema.extend(
  keysetQuerySchema({ defaultLimit: TRASH_PAGE_SIZE, max: 500 }).shape,
);
export type ListTrashQuery = z.output<typeof listTrashQuerySchema>;

export const trashEntryParamsSchema = z.object({ type, id: z.string().min(1) });
export type TrashRef = z.output<typeof trashEntryParamsSchema>;

/** POST /api/admin/trash/restore: one delete's batch (its Undo), or entries picked on the Trash screen. */
export const restoreTrashSchema = z.union(
  [
    z.object({ batch: z.uuid("batch must be the id a delete answered") }).strict(),
    z
      .object({ entries: z.array(trashEntryParamsSchema).min(1, "Pick at least one entry").max(MAX_RESTORE_ENTRIES) })
      .strict(),
  ],
  { error: "Send { batch } or { entries: [{ type, id }] }" },
);
export type RestoreTrash = z.output<typeof restoreTrashSchema>;

/** One trashed record as the Trash screen lists it. */
export type TrashEntryRecord = {
  id: string;
  type: TrashType;
  recordId: string;
  label: string | null;
  batchId: string;
  deletedAt: Date;
  deletedByLabel: string | null;
  /** When the purge takes it (TRASH_RETENTION_DAYS after the delete). */
  purgeAt: Date;
};
export type TrashEntryRow = Json<TrashEntryRecord>;

/** What a restore answers: how many came back, and what could not. */
export type RestoreResult = { restored: number; notes: string[] };
