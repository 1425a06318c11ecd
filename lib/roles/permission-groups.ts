// The permission catalogue as forms and API clients read it: grouped by resource, each action with its words
// and whether only a superadmin may hold it. Pure: the Roles screen builds its matrix from it without a fetch.
import { PERMISSION_GROUPS, SUPERADMIN_ONLY, type Permission } from "@/lib/permissions/catalogue";
import type { PermissionsAnswer } from "@/lib/roles/schema";

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
