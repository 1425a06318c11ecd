"use client";

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { USERS_TEXT } from "@/lib/users/messages";
import type { UserFilter } from "@/lib/users/schema";

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
      <Select value={role} onValueChange={(value) => onRoleChange(value as UserFilter["role"])}>
        <SelectTrigger aria-label="Filter by role" className="sm:w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Roles</SelectItem>
          <SelectItem value="admin">Admin</SelectItem>
          <SelectItem value="user">User</SelectItem>
        </SelectContent>
      </Select>
      <Select value={status} onValueChange={(value) => onStatusChange(value as UserFilter["status"])}>
        <SelectTrigger aria-label="Filter by status" className="sm:w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Status</SelectItem>
          <SelectItem value="active">Active</SelectItem>
          <SelectItem value="banned">Banned</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
