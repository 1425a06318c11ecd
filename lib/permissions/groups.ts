// The catalogue by resource, as screens and API clients read it: each group with its name and its actions' words.
// Pure and client-safe: the permission checklist builds itself from it without a fetch.
import { SUPERADMIN_ONLY, type Permission } from "@/lib/permissions/catalogue";
import { PERMISSION_GROUPS } from "@/lib/permissions/messages";
import type { PermissionsAnswer } from "@/lib/permissions/schema";

/** Each resource's permissions with their words, and whether only a superadmin may hold each. */
export function permissionGroups(): PermissionsAnswer {
  return {
    groups: Object.entries(PERMISSION_GROUPS).map(([resource, group]) => ({
      resource,
      label: group.label,
      permissions: Object.entries(group.actions).map(([action, label]) => {
        const key = `${resource}.${action}` as Permission;
        return { key, label, superadminOnly: SUPERADMIN_ONLY.has(key) };
      }),
    })),
  };
}

/** "Users: read, ban; Channels: read, delete", in the catalogue's order; "nothing" for a role without permissions. */
export function roleAllows(permissions: readonly string[]): string {
  const held = new Set(permissions);
  const parts = Object.entries(PERMISSION_GROUPS).flatMap(([resource, group]) => {
    const actions = Object.keys(group.actions).filter((action) => held.has(`${resource}.${action}`));
    return actions.length > 0 ? [`${group.label}: ${actions.join(", ").replaceAll("_", " ")}`] : [];
  });
  return parts.length > 0 ? parts.join("; ") : "nothing";
}
