// Which rows a bulk edit is for, as the screens hand it to the dialog: a module of its own,
// so a list screen's first load carries this and not the runner (lib/records/bulk-run.ts).
import type { SelectedRecord } from "@/lib/records/bulk-result";

/** The ticked rows at the versions shown, or every row matching the list's filters (`total` as the list counted). */
export type BulkRunTarget = { records: SelectedRecord[] } | { filter: object; total: number };

type Ticked = { allMatching: boolean; kept: () => SelectedRecord[] };

/** What a list's selection (hooks/use-selection-of.ts) stands for: every row matching its filters, or the rows ticked at their versions. */
export function selectionTarget(selection: Ticked, filter: object = {}, total = 0): BulkRunTarget {
  return selection.allMatching ? { filter, total } : { records: selection.kept() };
}
