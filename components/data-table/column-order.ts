// Which columns a table shows and in what order (`columns=` in the URL, a saved
// view; the Columns menu changes it: components/views/column-choices.ts). The
// column that names the row is always shown, first: a table without it would
// list rows nobody can tell apart.
import type { ColumnDef } from "@/components/data-table/data-table";

/** The column that names the row: the one marked sticky, else the first. */
export function namingColumn<T>(columns: ColumnDef<T>[]): ColumnDef<T> | undefined {
  return columns.find((column) => column.meta?.sticky) ?? columns[0];
}

/** The columns to draw: all of them when nothing was chosen, else the chosen ones in their order (unknown ids left out). */
export function shownColumns<T>(columns: ColumnDef<T>[], chosen: readonly string[] | null): ColumnDef<T>[] {
  if (!chosen) return columns;
  const named = namingColumn(columns);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const rest = chosen.flatMap((id) => (id === named?.id ? [] : (byId.get(id) ?? [])));
  return named ? [named, ...rest] : rest;
}
