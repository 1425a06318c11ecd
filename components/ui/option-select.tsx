"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import { deferredModule, useDeferredPart } from "@/lib/loading/deferred-module";
import { LoadFailedNotice } from "@/lib/loading/lazy-boundary";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { cn } from "@/lib/utils";

/** One choice of a select: its value and the words shown (forms use the same shape). */
export type SelectOption<T extends string = string> = { value: T; label: string };

export type OptionSelectProps<T extends string> = {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  "aria-label": string;
  className?: string;
  ref?: React.Ref<HTMLButtonElement>;
};

const radixSelect = deferredModule(() => import("@/components/ui/option-select-menu"));

/**
 * A Select over a fixed list of options (a list's filter, a deal's stage).
 * A look-alike trigger shows the chosen option; Radix Select (with
 * floating-ui) is fetched when the pointer or the focus reaches it, and this
 * one select becomes the real, open menu when pressed (page weight; a board of
 * thirty selects mounts Radix for the one in use; docs/decisions/page-weight.md).
 */
export function OptionSelect<T extends string>({ ref, ...props }: OptionSelectProps<T>) {
  const { real, openOnArrival, failed, triggerProps } = useDeferredPart(radixSelect);
  if (real) return <real.OptionSelectMenu ref={ref} {...props} defaultOpen={openOnArrival} />;
  const chosen = props.options.find((option) => option.value === props.value);
  return (
    <>
      <button
        type="button"
        ref={ref}
        // No listbox exists until the real select arrives, so nothing for aria-controls to name.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        aria-label={props["aria-label"]}
        data-state="closed"
        data-slot="select-trigger"
        className={cn(SELECT_TRIGGER_CLASS, props.className)}
        {...triggerProps}
      >
        <span className="pointer-events-none">{chosen?.label}</span>
        <ChevronDownIcon className="size-4 opacity-50" aria-hidden />
      </button>
      {failed ? <LoadFailedNotice /> : null}
    </>
  );
}
