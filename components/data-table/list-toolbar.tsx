"use client";

// The search box and filter menus above every list.
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export function SearchInput({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative flex-1">
      <Search className="text-muted-foreground absolute top-2.5 left-2.5 size-4" aria-hidden />
      <Input type="search" aria-label={label} placeholder={placeholder} className="pl-8" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export type FilterOption<T extends string> = readonly [value: T, label: string];

export function FilterSelect<T extends string>(props: { label: string; value: T; onChange: (value: T) => void; options: readonly FilterOption<T>[] }) {
  return (
    <Select value={props.value} onValueChange={(value) => props.onChange(value as T)}>
      <SelectTrigger aria-label={props.label} className="sm:w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {props.options.map(([value, text]) => (
          <SelectItem key={value} value={value}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Search and filters in one row on wide screens, stacked on phones. */
export function ListToolbar({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col gap-2 sm:flex-row">{children}</div>;
}
