"use client";

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { USERS_TEXT } from "@/lib/users/messages";
import type { UserFilter } from "@/lib/users/schema";

const ROLE_OPTIONS = [
  ["all", "All Roles"],
  ["admin", "Admin"],
  ["user", "User"],
] as const;

const STATUS_OPTIONS = [
  ["all", "All Status"],
  ["active", "Active"],
  ["banned", "Banned"],
] as const;

function FilterSelect<T extends string>(props: { label: string; value: T; onChange: (value: T) => void; options: readonly (readonly [T, string])[] }) {
  return (
    <Select value={props.value} onValueChange={(value) => props.onChange(value as T)}>
      <SelectTrigger aria-label={props.label} className="sm:w-36">
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

type UsersFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  role: UserFilter["role"];
  onRoleChange: (value: UserFilter["role"]) => void;
  status: UserFilter["status"];
  onStatusChange: (value: UserFilter["status"]) => void;
};

export function UsersFilters({ search, onSearchChange, role, onRoleChange, status, onStatusChange }: UsersFiltersProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <Search className="text-muted-foreground absolute top-2.5 left-2.5 size-4" aria-hidden />
        <Input
          type="search"
          aria-label="Search users"
          placeholder={USERS_TEXT.searchPlaceholder}
          className="pl-8"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <FilterSelect label="Filter by role" value={role} onChange={onRoleChange} options={ROLE_OPTIONS} />
      <FilterSelect label="Filter by status" value={status} onChange={onStatusChange} options={STATUS_OPTIONS} />
    </div>
  );
}
