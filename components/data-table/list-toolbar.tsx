"use client";

// The search box and filter menus above every list.
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { OptionSelect, type SelectOption } from "@/components/ui/option-select";

export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    // Never narrower than a few words: beside an open item the row wraps instead, where it had shrunk to its icon.
    <div className="relative min-w-48 flex-1">
      <Search className="text-muted-foreground absolute top-2.5 left-2.5 size-4" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        // The list's `/` key comes here (hooks/use-list-shortcuts.ts).
        aria-keyshortcuts="/"
        data-list-search=""
        placeholder={placeholder}
        className="pl-8"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function FilterSelect<T extends string>(props: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
}) {
  return (
    <OptionSelect
      aria-label={props.label}
      className="sm:w-40"
      value={props.value}
      onValueChange={props.onChange}
      options={props.options}
    />
  );
}

/** Search and filters in one row on wide screens (wrapping when they do not fit), stacked on phones. */
export function ListToolbar({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>;
}
