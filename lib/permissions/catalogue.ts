// Every permission the panel knows: an action on a resource, the keys of PERMISSION_GROUPS (messages.ts, beside
// their words). Routes declare the one they need, screens show only what the admin holds, tokens carry a subset of
// their creator's. Built-in roles and custom roles are sets of these; a superadmin holds every one and is never
// narrowed. Client-safe: the forms and the browser's permission checks read it.
import { PERMISSION_GROUPS } from "@/lib/permissions/messages";

type Groups = typeof PERMISSION_GROUPS;
export type PermissionResource = keyof Groups;
export type Permission = {
  [R in PermissionResource]: `${R}.${Extract<keyof Groups[R]["actions"], string>}`;
}[PermissionResource];

/** Every permission, in the catalogue's order (the order screens show them in). */
export const PERMISSIONS: readonly Permission[] = Object.entries(PERMISSION_GROUPS).flatMap(([resource, group]) =>
  Object.keys(group.actions).map((action) => `${resource}.${action}` as Permission),
);

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}

/**
 * What only a superadmin may do, whatever a role says: SPEC gives Take Control and the management of
 * admins' access to superadmins alone, so no role (built-in or custom) and no token can hold these.
 */
export const SUPERADMIN_ONLY: ReadonlySet<Permission> = new Set<Permission>([
  "users.take_control",
  "users.reset_factors",
  "roles.manage",
]);

/** Whether a role or a token may hold `value`: a permission the catalogue knows, and not a superadmin-only one. */
export function isGrantable(value: string): value is Permission {
  return isPermission(value) && !SUPERADMIN_ONLY.has(value);
}

/** The permissions a role may be given: all but the superadmin-only ones. */
export const GRANTABLE_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(isGrantable);

const READS = GRANTABLE_PERMISSIONS.filter((permission) => permission.endsWith(".read"));

export type BuiltInRoleKey = "superadmin" | "admin" | "moderator" | "viewer";

/** The built-in roles and what each holds. A superadmin holds every permission, superadmin-only ones included. */
export const BUILT_IN_ROLES: Record<
  BuiltInRoleKey,
  { name: string; description: string; permissions: readonly Permission[] }
> = {
  superadmin: {
    name: "Superadmin",
    description: "Everything, including Take Control and roles.",
    permissions: PERMISSIONS,
  },
  admin: {
    name: "Admin",
    description: "Runs the panel: users, CRM, content, features, exports, tokens and webhooks.",
    permissions: GRANTABLE_PERMISSIONS,
  },
  moderator: {
    name: "Moderator",
    description:
      "Handles the community's conduct: sees users with masked emails, bans and unbans, sanctions, channels and their messages, staff notes and the reports inbox.",
    permissions: [
      "users.read",
      "users.ban",
      "channels.read",
      "channels.delete",
      "notes.read",
      "notes.update",
      "messages.read",
      "messages.delete",
      "sanctions.read",
      "sanctions.manage",
      "reports.read",
      "reports.manage",
      // A delete's Undo and the Trash screen: restoring still needs the kind's own delete (lib/trash/permissions.ts),
      // so this brings back channels and messages, never a user.
      "trash.read",
      "trash.restore",
      "analytics.read",
    ],
  },
  viewer: {
    name: "Viewer",
    description: "Sees everything an admin sees, changes nothing, exports nothing.",
    permissions: [...READS, "users.email"],
  },
};

export function isBuiltInKey(key: string | null): key is BuiltInRoleKey {
  return key !== null && Object.hasOwn(BUILT_IN_ROLES, key);
}

/**
 * What a role lets its admins do: a built-in role's permissions from code; a custom role's from its row, without
 * any superadmin-only one or one the catalogue no longer has (a row written before a permission was removed).
 */
export function rolePermissions(role: { key: string | null; permissions: readonly string[] }): Permission[] {
  if (isBuiltInKey(role.key)) return [...BUILT_IN_ROLES[role.key].permissions];
  return role.permissions.filter(isGrantable);
}
