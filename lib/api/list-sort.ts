// A list's sort as its URL and its saved views name it: a column key and a
// direction ("joined-desc"). Plain constants, so a screen's header can read
// them without zod in its first load.
import type { Order } from "@/lib/api/keyset";

export type SortValue<K extends string = string> = `${K}-${Order}`;

/** The two sorts a column offers, newest (largest) first as the default. */
export function columnSorts<K extends string>(key: K): [SortValue<K>, SortValue<K>] {
  return [`${key}-desc`, `${key}-asc`];
}

/** The column key and direction a sort names. */
export function parseSort<K extends string>(sort: SortValue<K>): { key: K; direction: Order } {
  const cut = sort.lastIndexOf("-");
  return { key: sort.slice(0, cut) as K, direction: sort.slice(cut + 1) as Order };
}

/** A list's sort and how to change it, for its table's sortable headers. */
export type ListSort = { value: SortValue; onChange: (sort: SortValue) => void };
