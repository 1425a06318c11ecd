// The one validation of a list of permissions, for everything given one (roles, API tokens), and the catalogue's
// shape as GET /api/admin/permissions answers it.
import { z } from "zod";
import {
  GRANTABLE_PERMISSIONS,
  isGrantable,
  isPermission,
  PERMISSIONS,
  type Permission,
} from "@/lib/permissions/catalogue";
import { PERMISSION_VALIDATION } from "@/lib/permissions/messages";

/**
 * Permissions a role or a token is given: each one the catalogue knows and a role or token may hold (a
 * superadmin-only one is refused by name, not dropped, so the caller learns why), kept once each in the
 * catalogue's order. Empty is allowed: a token's schema asks for one at least.
 */
export const permissionListSchema = z
  .array(z.string({ error: PERMISSION_VALIDATION.invalid }), { error: PERMISSION_VALIDATION.invalid })
  .max(PERMISSIONS.length * 2, PERMISSION_VALIDATION.invalid)
  .transform((names, ctx) => {
    for (const name of names) {
      const message = !isPermission(name)
        ? PERMISSION_VALIDATION.unknown(name)
        : !isGrantable(name)
          ? PERMISSION_VALIDATION.superadminOnly(name)
          : null;
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    }
    const chosen = new Set(names);
    return GRANTABLE_PERMISSIONS.filter((permission) => chosen.has(permission));
  });

/** GET /api/admin/permissions: the catalogue grouped by resource, for API clients (the forms read it from code). */
export type PermissionsAnswer = {
  groups: {
    resource: string;
    label: string;
    permissions: { key: Permission; label: string; superadminOnly: boolean }[];
  }[];
};
