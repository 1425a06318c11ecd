// A delete's Undo: the action on its success toast (10 s), which restores what
// the delete moved to the trash and refetches the lists it touched.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { apiRequest, errorToast } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { TRASH_TEXT, TRASH_TOASTS } from "@/lib/trash/messages";
import type { RestoreResult, RestoreTrash } from "@/lib/trash/schema";

/** Long enough to notice a mistake and reach the button. */
export const UNDO_SECONDS = 10;

/** Restores the selection; the toast says what came back and what could not. */
export async function restoreFromTrash(
  selection: RestoreTrash,
  queryClient: QueryClient,
  invalidate: readonly QueryKey[],
): Promise<void> {
  try {
    const result = await apiRequest<RestoreResult>("POST", "/api/admin/trash/restore", selection);
    const notes = result.notes.join(" ");
    toast.success(TRASH_TOASTS.restored, { description: notes || TRASH_TOASTS.restoredCount(result.restored) });
  } catch (error) {
    const { title, description } = errorToast(error, { serverMessage: true, fallback: TRASH_TOASTS.restoreFailed });
    toast.error(title, { description });
  }
  await Promise.all([
    ...invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: ["/api/admin/trash"] }),
  ]);
}

/** What a delete of many answers: how many went, and the trash batch its Undo restores. */
export type BulkDeleted = { deleted: number; batch: string };

export const undoBatch = ({ batch }: { batch: string }): RestoreTrash => ({ batch });

/** The toast options that offer Undo. */
export function undoAction(selection: RestoreTrash, queryClient: QueryClient, invalidate: readonly QueryKey[]) {
  return {
    duration: UNDO_SECONDS * 1000,
    action: { label: TRASH_TEXT.undo, onClick: () => void restoreFromTrash(selection, queryClient, invalidate) },
  };
}
