"use client";

import * as React from "react";

export type CheckedState = boolean | "indeterminate";

/**
 * Which rows are chosen for a bulk action: ids on screen, or "every row
 * matching the filters" (allMatching). A new resetKey (new filters) clears
 * it, so nothing is deleted that is no longer on screen.
 */
export function useSelection(rows: readonly { id: string }[] | undefined, resetKey: string) {
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = React.useState(false);
  const [lastKey, setLastKey] = React.useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setSelected(new Set());
    setAllMatching(false);
  }
  const pageIds = rows?.map((row) => row.id) ?? [];
  const selectedOnPage = pageIds.filter((id) => allMatching || selected.has(id)).length;

  function change(ids: readonly string[], on: boolean) {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  }

  return {
    selected,
    allMatching,
    count: (total: number) => (allMatching ? total : selected.size),
    isSelected: (id: string) => allMatching || selected.has(id),
    toggle: (id: string, on: boolean) => change([id], on),
    togglePage: (on: boolean) => change(pageIds, on),
    selectAllMatching: () => setAllMatching(true),
    clear: () => {
      setSelected(new Set());
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
