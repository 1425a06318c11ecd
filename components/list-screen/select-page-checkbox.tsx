"use client";

import { Checkbox } from "@/components/ui/checkbox";
import type { Selection } from "@/hooks/use-selection";

/** Ticks or unticks every row of the page: a table's header cell, or the toolbar above cards. */
export function SelectPageCheckbox({
  selection,
  noun,
  disabled,
}: {
  selection: Pick<Selection, "pageState" | "togglePage">;
  /** "Select all activities on this page". */
  noun: string;
  disabled: boolean;
}) {
  return (
    <Checkbox
      aria-label={`Select all ${noun} on this page`}
      checked={selection.pageState}
      disabled={disabled}
      onCheckedChange={(checked) => selection.togglePage(checked === true)}
    />
  );
}
