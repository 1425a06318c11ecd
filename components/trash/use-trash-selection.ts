"use client";

import * as React from "react";
import { useSelection } from "@/hooks/use-selection";
import type { TrashEntryRow, TrashRef } from "@/lib/trash/schema";

/**
 * The bulk selection (useSelection, by entry id) and what a restore names
 * each chosen entry by: its type and record id. Those are kept as rows are
 * ticked, so entries chosen on an earlier page of the same filters count too.
 */
export function useTrashSelection(rows: readonly TrashEntryRow[] | undefined, filterKey: string) {
  const selection = useSelection(rows, filterKey);
  const [refs, setRefs] = React.useState<ReadonlyMap<string, TrashRef>>(new Map());

  function remember(ids: readonly string[]) {
    const chosen = (rows ?? []).filter((row) => ids.includes(row.id));
    setRefs(
      (current) =>
        new Map([...current, ...chosen.map((row) => [row.id, { type: row.type, id: row.recordId }] as const)]),
    );
  }

  return {
    ...selection,
    toggle: (id: string, on: boolean) => {
      if (on) remember([id]);
      selection.toggle(id, on);
    },
    togglePage: (on: boolean) => {
      if (on) remember((rows ?? []).map((row) => row.id));
      selection.togglePage(on);
    },
    /** The chosen entries as the restore call names them. */
    chosenRefs: (): TrashRef[] => [...selection.selected.keys()].flatMap((id) => refs.get(id) ?? []),
  };
}
