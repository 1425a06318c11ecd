"use client";

import * as React from "react";

export type CheckedState = boolean | "indeterminate";

type Row = { id: string; version?: number };

/**
 * Which rows are chosen for a bulk action: ids on screen, or "every row
 * matching the filters" (allMatching). A new resetKey (new filters) clears
 * it, so nothing is deleted that is no longer on screen. Each ticked row keeps
 * the version it showed: a bulk edit sends it, and a row changed since is not
 * overwritten (docs/decisions.md "Bulk edit").
 */
export function useSelection(rows: readonly Row[] | undefined, resetKey: string) {
  const [selected, setSelected] = React.useState<ReadonlyMap<string, number | undefined>>(new Map());
  const [allMatching, setAllMatching] = React.useState(false);
  const [lastKey, setLastKey] = React.useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setSelected(new Map());
    setAllMatching(false);
  }
  const pageIds = rows?.map((row) => row.id) ?? [];
  const selectedOnPage = pageIds.filter((id) => allMatching || selected.has(id)).length;

  function change(changed: readonly Row[], on: boolean) {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Map(current);
      for (const row of changed)
        if (on) next.set(row.id, row.version);
        else next.delete(row.id);
      return next;
    });
  }

  return {
    /** The ticked ids, each with the version its row showed when ticked. */
    selected,
    allMatching,
    count: (total: number) => (allMatching ? total : selected.size),
    isSelected: (id: string) => allMatching || selected.has(id),
    toggle: (id: string, on: boolean) => change([rows?.find((row) => row.id === id) ?? { id }], on),
    togglePage: (on: boolean) => change(rows ?? [], on),
    selectAllMatching: () => setAllMatching(true),
    clear: () => {
      setSelected(new Map());
      setAllMatching(false);
    },
    pageState: (selectedOnPage === 0
      ? false
      : selectedOnPage === pageIds.length
        ? true
        : "indeterminate") as CheckedState,
    pageFullySelected: pageIds.length > 0 && selectedOnPage === pageIds.length,
  };
}

export type Selection = ReturnType<typeof useSelection>;
