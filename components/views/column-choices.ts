// The Columns menu's model: every column with whether it is shown, and the
// `columns=` value a show, hide or move gives. Fetched with the menu, not with
// the page (docs/decisions/page-weight.md).
import { namingColumn, shownColumns } from "@/components/data-table/column-order";
import type { ColumnDef } from "@/components/data-table/data-table";

/** A column as the Columns menu lists it; `position` is its place in the table as designed. */
export type ColumnChoice = { id: string; label: string; shown: boolean; locked: boolean; position: number };

/** Every column for the menu: the shown ones in their order, then the hidden ones. */
export function columnChoices<T>(columns: ColumnDef<T>[], chosen: readonly string[] | null): ColumnChoice[] {
  const shown = shownColumns(columns, chosen);
  const hidden = columns.filter((column) => !shown.includes(column));
  const locked = namingColumn(columns)?.id;
  return [...shown, ...hidden].map((column) => ({
    id: column.id,
    label: typeof column.header === "string" ? column.header : column.id,
    shown: shown.includes(column),
    locked: column.id === locked,
    position: columns.indexOf(column),
  }));
}

/** What `columns=` holds after a change: the shown ids in order, or null when that is every column as designed. */
function chosenIds(choices: ColumnChoice[]): string[] | null {
  const shown = choices.filter((choice) => choice.shown);
  const plain = shown.length === choices.length && shown.every((choice, index) => choice.position === index);
  return plain ? null : shown.map((choice) => choice.id);
}

/** The chosen columns with one shown or hidden (the naming column stays). */
export function toggleColumn(choices: ColumnChoice[], id: string, shown: boolean): string[] | null {
  return chosenIds(choices.map((choice) => (choice.id === id && !choice.locked ? { ...choice, shown } : choice)));
}

/** The chosen columns with one moved a place up (-1) or down (+1); the naming column stays first. */
export function moveColumn(choices: ColumnChoice[], id: string, by: -1 | 1): string[] | null {
  const from = choices.findIndex((choice) => choice.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= choices.length || choices[from]!.locked || choices[to]!.locked) {
    return chosenIds(choices);
  }
  const moved = [...choices];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return chosenIds(moved);
}
