"use client";

import * as React from "react";
import { useSelection } from "@/hooks/use-selection";

/**
 * useSelection plus what each ticked row said when it was ticked (a record's version for a bulk edit, a trash
 * entry's type and record id for a restore), kept across pages of the same filters. Apart from useSelection so
 * the screens that need only ids (the library, channels) do not carry it.
 */
export function useSelectionOf<R extends { id: string }, V>(
  rows: readonly R[] | undefined,
  resetKey: string,
  keep: (row: R) => V,
) {
  const selection = useSelection(rows, resetKey);
  const [kept, setKept] = React.useState<ReadonlyMap<string, V>>(new Map());

  function remember(ids: readonly string[]) {
    const chosen = (rows ?? []).filter((row) => ids.includes(row.id));
    setKept((current) => new Map([...current, ...chosen.map((row) => [row.id, keep(row)] as const)]));
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
    /** What the ticked rows said when they were ticked. */
    kept: (): V[] => [...selection.selected].flatMap((id) => (kept.has(id) ? [kept.get(id)!] : [])),
  };
}

/** A bulk edit's selection: each ticked row keeps the version it showed (docs/decisions/bulk-edit.md). */
export function useVersionedSelection(rows: readonly { id: string; version: number }[] | undefined, resetKey: string) {
  return useSelectionOf(rows, resetKey, ({ id, version }) => ({ id, version }));
}
