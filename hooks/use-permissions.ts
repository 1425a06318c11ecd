"use client";

// What the signed-in admin may do, for screens that show only that (docs/decisions/screens.md). Read from the
// current-user query the panel's layout seeds with the session's permissions, so no screen fetches it, and every
// screen asks the same question the server asks (hasPermission). The server refuses the rest whatever is shown.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { authKeys } from "@/lib/auth/query-keys";
import { hasPermission } from "@/lib/permissions/has-permission";
import type { Permission } from "@/lib/permissions/catalogue";

/** The signed-in admin as the browser holds it (GET /api/auth/user answers a superset). */
export type CurrentUser = { id: string; permissions: readonly Permission[]; roleName: string };

const NONE: readonly Permission[] = [];

export type Can = (permission: Permission) => boolean;

/** The admin's permissions and `can`, for a component that asks about several. None until they are known. */
export function usePermissions(): { permissions: readonly Permission[]; can: Can } {
  const { data } = useQuery<CurrentUser>({ queryKey: authKeys.user });
  const permissions = data?.permissions ?? NONE;
  const can = React.useCallback<Can>((permission) => hasPermission({ permissions }, permission), [permissions]);
  return { permissions, can };
}

/** Whether the admin may do this one thing. */
export function useCan(permission: Permission): boolean {
  return usePermissions().can(permission);
}
