// A delete's Undo: the action on its success toast (10 s), which restores what
// the delete moved to the trash and refetches the lists it touched; beside it
// "Open Trash", where the record waits after the toast has gone.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { errorToast } from "@/lib/api-client/errors";
import { apiRequest } from "@/lib/api-client/request";
import { toast } from "@/lib/loading/toast";
import { TRASH_LINK } from "@/lib/trash/link";
import { trashKeys } from "@/lib/trash/query-keys";
import type { RestoreResult, RestoreTrash } from "@/lib/trash/schema";
import { UNDO_TEXT } from "@/lib/trash/undo-text";

/** Long enough to notice a mistake and reach the button. */
export const UNDO_SECONDS = 10;

// Names each restore's toast, so its outcome replaces its "Restoring…": sonner comes with the first toast, so its own
// id is not at hand when the toast is asked for (lib/loading/toast.ts).
let restoresStarted = 0;

/**
 * Restores the selection; the toast says what came back and what could not.
 * Answers whether it came back (all of it or none: the Trash screen keeps a failed selection).
 */
export async function requestRestore(
  selection: RestoreTrash,
  queryClient: QueryClient,
  invalidate: readonly QueryKey[],
): Promise<boolean> {
  let restored = false;
  // Held open until the answer replaces it (a purge's 100,000 messages take about half a minute to come back); an info
  // toast, as sonner's loading kind would weigh on every screen's first load.
  const id = `restore-${++restoresStarted}`;
  toast.info(UNDO_TEXT.restoring, { id, duration: Infinity });
  try {
    const result = await apiRequest<RestoreResult>("POST", "/api/admin/trash/restore", selection);
    const notes = result.notes.join(" ");
    toast.success(UNDO_TEXT.restored, { id, description: notes || UNDO_TEXT.restoredCount(result.restored) });
    restored = true;
  } catch (error) {
    const { title, description } = errorToast(error, { serverMessage: true, fallback: UNDO_TEXT.restoreFailed });
    toast.error(title, { id, description });
  }
  await Promise.all([
    ...invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: trashKeys.all }),
  ]);
  return restored;
}

/** The toast options that offer Undo, and the way to the Trash (`navigate`: the app router's, a client navigation). */
export function undoAction(
  selection: RestoreTrash,
  queryClient: QueryClient,
  invalidate: readonly QueryKey[],
  navigate: (href: string) => void,
) {
  return {
    duration: UNDO_SECONDS * 1000,
    action: { label: UNDO_TEXT.undo, onClick: () => void requestRestore(selection, queryClient, invalidate) },
    cancel: { label: TRASH_LINK.open, onClick: () => navigate(TRASH_LINK.href) },
  };
}

/** The toast options that offer Undo for a change undone by the opposite change (a feature toggle): `revert` makes it. */
export function revertAction(revert: () => void) {
  return { duration: UNDO_SECONDS * 1000, action: { label: UNDO_TEXT.undo, onClick: revert } };
}
