// An admin's permissions from their flags and role row (docs/decisions/roles-and-permissions.md): a superadmin
// holds every one, whatever role is set; an admin without a role holds the Admin role's; a built-in role's come
// from code, a custom role's from its row, never with a superadmin-only one. Anyone else holds none.
import {
  BUILT_IN_ROLES,
  isGrantable,
  PERMISSIONS,
  rolePermissions,
  type Permission,
} from "@/lib/permissions/catalogue";

/** The role columns the session reads with its user; all null when the user has no role. */
export type RoleColumns = { roleKey: string | null; roleName: string | null; rolePermissions: string[] | null };

type AdminFlags = { isAdmin: boolean; isSuperadmin: boolean; isBanned: boolean };

export type ResolvedRole = { permissions: readonly Permission[]; roleName: string };

const NO_ACCESS: ResolvedRole = Object.freeze({ permissions: Object.freeze([]), roleName: "No access" });

export function resolveRole(flags: AdminFlags, role: RoleColumns): ResolvedRole {
  if (flags.isBanned || !(flags.isAdmin || flags.isSuperadmin)) return NO_ACCESS;
  if (flags.isSuperadmin) return { permissions: PERMISSIONS, roleName: BUILT_IN_ROLES.superadmin.name };
  if (role.roleName === null)
    return { permissions: BUILT_IN_ROLES.admin.permissions, roleName: BUILT_IN_ROLES.admin.name };
  // Never a superadmin-only permission, even were an admin's row the Superadmin role's.
  const permissions = rolePermissions({ key: role.roleKey, permissions: role.rolePermissions ?? [] });
  return { permissions: permissions.filter(isGrantable), roleName: role.roleName };
}

/** A role row as stored (null: the Admin role). */
export type RoleRow = { key: string | null; name: string; permissions: string[] };

export const columnsOf = (role: RoleRow | null): RoleColumns => ({
  roleKey: role?.key ?? null,
  roleName: role?.name ?? null,
  rolePermissions: role?.permissions ?? null,
});

/** What an admin given `role` holds (the Admin role when null), as their sessions will resolve it. */
export const permissionsOfRole = (role: RoleRow | null): readonly Permission[] =>
  resolveRole({ isAdmin: true, isSuperadmin: false, isBanned: false }, columnsOf(role)).permissions;
