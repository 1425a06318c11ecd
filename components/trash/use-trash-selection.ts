"use client";

import { useSelectionOf } from "@/hooks/use-selection-of";
import type { TrashEntryRow, TrashRef } from "@/lib/trash/schema";

/**
 * The bulk selection (useSelection, by entry id) and what a restore names
 * each chosen entry by: its type and record id. Those are kept as rows are
 * ticked, so entries chosen on an earlier page of the same filters count too.
 */
export function useTrashSelection(rows: readonly TrashEntryRow[] | undefined, filterKey: string) {
  const selection = useSelectionOf(rows, filterKey, (row): TrashRef => ({ type: row.type, id: row.recordId }));
  /** The chosen entries as the restore call names them. */
  return { ...selection, chosenRefs: selection.kept };
}
