// What a delete of many answers, and the Undo that restores it: apart from the Undo's own code
// (hooks/undo-delete.ts), which is fetched with its toast rather than with every screen.
import type { RestoreTrash } from "@/lib/trash/schema";

/** How many went, and the trash batch their Undo restores. */
export type BulkDeleted = { deleted: number; batch: string };

export const undoBatch = ({ batch }: { batch: string }): RestoreTrash => ({ batch });
