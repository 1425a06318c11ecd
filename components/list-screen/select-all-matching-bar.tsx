"use client";

import { Button } from "@/components/ui/button";
import type { Selection } from "@/hooks/use-selection";
import type { Page } from "@/lib/api/page";

export type SelectAllMatchingProps = {
  page: Page<unknown> | undefined;
  selection: Selection;
  /** "users", "deals". */
  noun: string;
};

/** "Select all N matching": offered once the whole page is selected and more rows match; bulk delete and edit honour it. */
export function SelectAllMatchingBar({ page, selection, noun }: SelectAllMatchingProps) {
  if (selection.allMatching) {
    return (
      <div className="bg-muted flex flex-wrap items-center gap-2 rounded-md px-3 py-2 text-sm">
        All {page?.total} matching {noun} are selected.
        <Button variant="link" className="h-auto p-0" onClick={selection.clear}>
          Clear selection
        </Button>
      </div>
    );
  }
  if (!page || !selection.pageFullySelected || page.total <= page.items.length) return null;
  return (
    <div className="bg-muted flex flex-wrap items-center gap-2 rounded-md px-3 py-2 text-sm">
      All {page.items.length} {noun} on this page are selected.
      {page.totalExact ? (
        <Button variant="link" className="h-auto p-0" onClick={selection.selectAllMatching}>
          Select all {page.total} matching
        </Button>
      ) : (
        <span className="text-muted-foreground">
          More than {page.total} {noun} match: narrow the search to select them all.
        </span>
      )}
    </div>
  );
}
