"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type DateFilterProps = {
  /** Makes the input's id unique on the screen ("audit" gives "audit-from"). */
  idPrefix: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
};

/** A UTC day (YYYY-MM-DD) bounding a list's rows; empty for no bound (lib/api/day-range.ts). */
function DateFilter({ idPrefix, label, value, min, max, onChange }: DateFilterProps) {
  const id = `${idPrefix}-${label.toLowerCase()}`;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        {label} (UTC)
      </Label>
      <Input
        id={id}
        type="date"
        className="w-auto"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type DateRangeFilterProps = {
  idPrefix: string;
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
};

/** "From" and "To" days of a list; each bound limits the other, so the range cannot be turned inside out. */
export function DateRangeFilter({ idPrefix, from, to, onChange }: DateRangeFilterProps) {
  return (
    <>
      <DateFilter
        idPrefix={idPrefix}
        label="From"
        value={from}
        max={to}
        onChange={(value) => onChange({ from: value })}
      />
      <DateFilter idPrefix={idPrefix} label="To" value={to} min={from} onChange={(value) => onChange({ to: value })} />
    </>
  );
}
