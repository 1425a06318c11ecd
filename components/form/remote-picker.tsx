"use client";

// A combobox that searches a list API on the server as you type (users,
// companies, contacts, deals); it never loads the whole list.
import * as React from "react";
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { Check, ChevronsUpDown, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { fetchPage } from "@/lib/api-client/pages";
import { cn } from "@/lib/utils";

export const PICKER_RESULTS = 20;
/** The "none" entry's value: no record's id. */
const NONE = "__none__";

export type Picked = { id: string; name: string };
export type PickerOption = Picked & { detail?: string };

type RemotePickerProps<T> = {
  value: Picked | null;
  /** null when the "none" entry is chosen. */
  onChange: (picked: Picked | null) => void;
  /** The list's query key (which is its URL) for a search term, asking for PICKER_RESULTS rows. */
  queryKey: (search: string) => QueryKey;
  toOption: (row: T) => PickerOption;
  label: string;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  /** Adds a first entry that clears the choice ("No company"). */
  noneLabel?: string;
  excludeId?: string;
  disabled?: boolean;
  id?: string;
};

/**
 * Closing returns focus to the trigger, unless focus has already gone on to
 * something else (another picker opened at once): taking it back would close that one.
 */
function keepFocusElsewhere(event: Event) {
  const focused = document.activeElement;
  if (
    focused &&
    focused !== document.body &&
    !(event.currentTarget instanceof Node && event.currentTarget.contains(focused))
  )
    event.preventDefault();
}

export function RemotePicker<T>({
  value,
  onChange,
  queryKey,
  toOption,
  label,
  placeholder,
  searchPlaceholder,
  emptyText,
  noneLabel,
  excludeId,
  disabled,
  id,
}: RemotePickerProps<T>) {
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState("");
  const debounced = useDebouncedValue(search.trim(), 250);
  // The last results stay while the next search runs (disabled, below): options that vanish and come
  // back flicker.
  const { data, isFetching, isError, isPlaceholderData } = useQuery({
    queryKey: queryKey(debounced),
    queryFn: ({ queryKey: key, signal }) => fetchPage<T>(key, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = (data?.items ?? []).map(toOption).filter((option) => option.id !== excludeId);
  // Enter chooses the highlighted entry, and the list highlights its first enabled entry when the
  // search changes. Results of an earlier search (shown until the typed one's arrive) are disabled,
  // so neither Enter nor a click takes an entry that does not match what was typed; the "none" entry
  // is left out while searching, so Enter cannot clear the link because the answer was still on its
  // way. Each answer's options are drawn anew (keyed by it), so the list highlights its first match.
  const stale = isPlaceholderData || search.trim() !== debounced;
  const answer = stale ? "stale" : `answer:${debounced}`;

  function choose(picked: Picked | null) {
    onChange(picked);
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-label={label}
          disabled={disabled}
          className="w-full justify-between font-normal"
        >
          <span className={cn("truncate", !value && "text-muted-foreground")}>{value ? value.name : placeholder}</span>
          <ChevronsUpDown className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-(--radix-popover-trigger-width) p-0"
        align="start"
        onCloseAutoFocus={keepFocusElsewhere}
      >
        {/* Opens on the current choice, so Enter before any typing keeps it (when it is listed). */}
        <Command shouldFilter={false} defaultValue={value ? value.id : noneLabel ? NONE : undefined}>
          <CommandInput placeholder={searchPlaceholder} value={search} onValueChange={setSearch} />
          <CommandList>
            {isFetching && options.length === 0 ? (
              <div className="text-muted-foreground flex items-center justify-center gap-2 py-4 text-sm">
                <Loader2 className="size-4 animate-spin" aria-hidden /> Searching…
              </div>
            ) : isError ? (
              <div className="text-destructive py-4 text-center text-sm">Search failed. Try again.</div>
            ) : (
              <CommandEmpty>{emptyText}</CommandEmpty>
            )}
            <CommandGroup>
              {noneLabel && !search.trim() ? (
                <CommandItem value={NONE} onSelect={() => choose(null)}>
                  <Check className={cn("size-4", value ? "opacity-0" : "opacity-100")} aria-hidden />
                  <span className="text-muted-foreground">{noneLabel}</span>
                </CommandItem>
              ) : null}
              {options.map((option) => (
                <CommandItem
                  key={`${answer}:${option.id}`}
                  value={option.id}
                  disabled={stale}
                  onSelect={() => choose({ id: option.id, name: option.name })}
                >
                  <Check className={cn("size-4", value?.id === option.id ? "opacity-100" : "opacity-0")} aria-hidden />
                  <span className="truncate">{option.name}</span>
                  {option.detail ? (
                    <span className="text-muted-foreground ml-auto truncate text-xs">{option.detail}</span>
                  ) : null}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
