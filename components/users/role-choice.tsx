"use client";

// The Access Control card's role: which roles an admin may be given (all but Superadmin, which only
// `npm run admin:create` makes), the one they hold, and the one chosen in the select before it is confirmed.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { OptionSelect } from "@/components/ui/option-select";
import { rolesKeys } from "@/lib/roles/query-keys";
import type { RoleRow, RolesAnswer } from "@/lib/roles/schema";
import type { UserRow } from "@/lib/users/schema";

/** The role an admin holds: role_id null is the Admin role. */
const holds = (user: Pick<UserRow, "roleId">, role: RoleRow) =>
  role.key === "admin" ? user.roleId === null : role.id === user.roleId;

/** Read only when `enabled` (a superadmin looking at an admin): nobody else may list roles. */
export function useRoleChoice(user: Pick<UserRow, "roleId">, enabled: boolean) {
  const roles = useQuery<RolesAnswer>({ queryKey: rolesKeys.all, enabled });
  const assignable = (roles.data?.items ?? []).filter((role) => role.key !== "superadmin");
  const current = assignable.find((role) => holds(user, role)) ?? null;
  const [chosenId, choose] = React.useState<string | null>(null);
  const chosen = assignable.find((role) => role.id === chosenId) ?? current;
  return { assignable, current, chosen, choose };
}

export function RoleSelect({
  roles,
  value,
  onChange,
}: {
  roles: readonly RoleRow[];
  value: RoleRow | null;
  onChange: (roleId: string) => void;
}) {
  return (
    <OptionSelect
      aria-label="Panel role"
      className="w-48"
      value={value?.id ?? ""}
      onValueChange={onChange}
      options={roles.map((role) => ({ value: role.id, label: role.name }))}
    />
  );
}
