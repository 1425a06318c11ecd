"use client";

import { ListToolbar } from "@/components/data-table/list-toolbar";
import { ListSearch } from "@/components/list-screen/list-search";
import { ListSelect } from "@/components/list-screen/list-select";
import type { SelectOption } from "@/components/ui/option-select";
import type { ListFilters } from "@/hooks/use-paged-list";
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

export function UsersFilters({ list }: { list: ListFilters<UserFilter> }) {
  return (
    <ListToolbar>
      <ListSearch list={list} label="Search users" placeholder={USERS_TEXT.searchPlaceholder} />
      <ListSelect list={list} name="role" label="Filter by role" options={ROLE_OPTIONS} />
      <ListSelect list={list} name="status" label="Filter by status" options={STATUS_OPTIONS} />
    </ListToolbar>
  );
}
