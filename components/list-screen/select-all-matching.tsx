"use client";

import type { SelectAllMatchingProps } from "@/components/list-screen/select-all-matching-bar";
import { lazyDialog } from "@/lib/loading/lazy-dialog";

/** The "Select all N matching" bar, fetched when the whole page is first selected, not with the page (page weight). */
export const SelectAllMatching = lazyDialog(
  () => import("@/components/list-screen/select-all-matching-bar").then((module) => module.SelectAllMatchingBar),
  ({ selection }: SelectAllMatchingProps) => selection.allMatching || selection.pageFullySelected,
);
