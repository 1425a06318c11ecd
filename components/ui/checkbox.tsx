"use client";

// shadcn/ui's checkbox, drawn the same, without Radix: a button with the
// checkbox role is all it needs here (no form posts it natively: forms go
// through react-hook-form), and Radix's Checkbox with Presence cost every list
// 3 KB of first-load script (docs/decisions/page-weight.md).
// Not shadcn's colours: its `border-input` is 1.3:1 against white, and its dark `bg-input/30` outranked the checked
// fill, so a ticked box showed a dark tick on almost nothing. Unchecked, a muted border on no fill; checked, the
// primary fill and tick; 3:1 or more in both themes (docs/decisions/accessibility-and-tables.md, checked by
// e2e/control-contrast.ts).
import * as React from "react";
import { CheckIcon, MinusIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type CheckedState = boolean | "indeterminate";

/** Always controlled: the caller holds the state. */
type CheckboxProps = Omit<React.ComponentProps<"button">, "value" | "onChange"> & {
  checked: CheckedState;
  onCheckedChange: (checked: boolean) => void;
};

function Checkbox({ className, checked, onCheckedChange, onClick, onKeyDown, ...props }: CheckboxProps) {
  const state = checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === "indeterminate" ? "mixed" : checked}
      data-state={state}
      data-disabled={props.disabled ? "" : undefined}
      data-slot="checkbox"
      className={cn(
        "peer border-muted-foreground data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground focus-visible:border-ring focus-visible:ring-ring/50 size-4 shrink-0 rounded-[4px] border shadow-xs transition-shadow outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // A checkbox toggles with Space only (WAI-ARIA); Enter would click the button.
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(checked === "indeterminate" ? true : !checked);
      }}
      {...props}
    >
      {state === "unchecked" ? null : (
        <span data-slot="checkbox-indicator" className="flex items-center justify-center text-current">
          {state === "checked" ? <CheckIcon className="size-3.5" /> : <MinusIcon className="size-3.5" />}
        </span>
      )}
    </button>
  );
}

export { Checkbox };
