"use client";

import { FilterSelect, ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
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
    <ListToolbar>
      <SearchInput label="Search users" placeholder={USERS_TEXT.searchPlaceholder} value={search} onChange={onSearchChange} />
      <FilterSelect label="Filter by role" value={role} onChange={onRoleChange} options={ROLE_OPTIONS} />
      <FilterSelect label="Filter by status" value={status} onChange={onStatusChange} options={STATUS_OPTIONS} />
    </ListToolbar>
  );
}
