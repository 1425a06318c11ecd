"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Check, ChevronsUpDown, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { fetchUserPage } from "@/lib/users/client";
import { userDisplayName, userHandle } from "@/lib/users/display";
import { usersKeys } from "@/lib/users/query-keys";
import { cn } from "@/lib/utils";

const PICKER_RESULTS = 20;

export type PickedUser = { id: string; name: string };

type UserPickerProps = {
  value: PickedUser | null;
  onChange: (user: PickedUser) => void;
  placeholder: string;
  emptyText: string;
  excludeId?: string;
  label: string;
};

/** Searches users on the server as you type (name, email, handle or id); never loads the whole list. */
export function UserPicker({ value, onChange, placeholder, emptyText, excludeId, label }: UserPickerProps) {
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState("");
  const debounced = useDebouncedValue(search.trim(), 250);
  const filter = { search: debounced, role: "all" as const, status: "all" as const, limit: PICKER_RESULTS };
  const { data, isFetching } = useQuery({
    queryKey: usersKeys.list(filter),
    queryFn: ({ signal }) => fetchUserPage(filter, signal),
    enabled: open,
  });
  const users = (data?.items ?? []).filter((user) => user.id !== excludeId);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" role="combobox" aria-expanded={open} aria-label={label} className="w-full justify-between font-normal">
          <span className={cn("truncate", !value && "text-muted-foreground")}>{value ? value.name : placeholder}</span>
          <ChevronsUpDown className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start">
        <Command shouldFilter={false}>
          <CommandInput placeholder="Search by name, email or ID..." value={search} onValueChange={setSearch} />
          <CommandList>
            {isFetching ? (
              <div className="text-muted-foreground flex items-center justify-center gap-2 py-4 text-sm">
                <Loader2 className="size-4 animate-spin" aria-hidden /> Searching…
              </div>
            ) : (
              <CommandEmpty>{emptyText}</CommandEmpty>
            )}
            <CommandGroup>
              {users.map((user) => (
                <CommandItem
                  key={user.id}
                  value={user.id}
                  onSelect={() => {
                    onChange({ id: user.id, name: userDisplayName(user) });
                    setOpen(false);
                  }}
                >
                  <Check className={cn("size-4", value?.id === user.id ? "opacity-100" : "opacity-0")} aria-hidden />
                  <span className="truncate">{userDisplayName(user)}</span>
                  <span className="text-muted-foreground ml-auto truncate text-xs">{user.email ?? userHandle(user)}</span>
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
