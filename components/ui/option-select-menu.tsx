"use client";

// The real menu behind `OptionSelect`, fetched after the page has hydrated.
import { Select, SelectContent, SelectOptionItems, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { OptionSelectProps } from "@/components/ui/option-select";

export function OptionSelectMenu<T extends string>({
  value,
  onValueChange,
  options,
  className,
  ref,
  defaultOpen,
  "aria-label": label,
}: OptionSelectProps<T> & { defaultOpen: boolean }) {
  return (
    <Select
      value={value}
      onValueChange={(chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option) onValueChange(option.value);
      }}
      defaultOpen={defaultOpen}
    >
      <SelectTrigger ref={ref} className={className} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectOptionItems options={options} />
      </SelectContent>
    </Select>
  );
}
