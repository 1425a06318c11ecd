"use client";

import { FilterSelect, ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import type { SelectOption } from "@/components/ui/option-select";
import { USERS_TEXT } from "@/lib/users/screen-text";
import type { UserFilter } from "@/lib/users/schema";

const ROLE_OPTIONS: readonly SelectOption<UserFilter["role"]>[] = [
  { value: "all", label: "All Roles" },
  { value: "admin", label: "Admin" },
  { value: "user", label: "User" },
];

const STATUS_OPTIONS: readonly SelectOption<UserFilter["status"]>[] = [
  { value: "all", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "banned", label: "Banned" },
];

type UsersFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  role: UserFilter["role"];
  onRoleChange: (value: UserFilter["role"]) => void;
  status: UserFilter["status"];
  onStatusChange: (value: UserFilter["status"]) => void;
};

export function UsersFilters({
  search,
  onSearchChange,
  role,
  onRoleChange,
  status,
  onStatusChange,
}: UsersFiltersProps) {
  return (
    <ListToolbar>
      <SearchInput
        label="Search users"
        placeholder={USERS_TEXT.searchPlaceholder}
        value={search}
        onChange={onSearchChange}
      />
      <FilterSelect label="Filter by role" value={role} onChange={onRoleChange} options={ROLE_OPTIONS} />
      <FilterSelect label="Filter by status" value={status} onChange={onStatusChange} options={STATUS_OPTIONS} />
    </ListToolbar>
  );
}
