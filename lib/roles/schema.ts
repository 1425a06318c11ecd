// zod schemas for roles, shared by the form and the route handlers, and the shapes the API answers.
import { z } from "zod";
import {
  GRANTABLE_PERMISSIONS,
  PERMISSIONS,
  SUPERADMIN_ONLY,
  isPermission,
  type BuiltInRoleKey,
  type Permission,
} from "@/lib/permissions/catalogue";
import { ROLE_VALIDATION } from "@/lib/roles/messages";
import { patchSchema } from "@/lib/records/patch";
import type { RoleRecord } from "@/lib/roles/record";
import type { Json } from "@/lib/serialize";

const ROLE_NAME_MAX = 60;
const ROLE_DESCRIPTION_MAX = 300;

/**
 * A role's permissions: each one the catalogue knows and a role may hold (a superadmin-only one is refused by
 * name, not dropped, so the caller learns why), kept once each in the catalogue's order.
 */
const permissions = z
  .array(z.string({ error: ROLE_VALIDATION.permissionsInvalid }), { error: ROLE_VALIDATION.permissionsInvalid })
  .max(PERMISSIONS.length * 2, ROLE_VALIDATION.permissionsInvalid)
  .transform((names, ctx) => {
    for (const name of names) {
      const message = !isPermission(name)
        ? ROLE_VALIDATION.unknownPermission(name)
        : SUPERADMIN_ONLY.has(name)
          ? ROLE_VALIDATION.superadminOnly(name)
          : null;
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    }
    const chosen = new Set(names);
    return GRANTABLE_PERMISSIONS.filter((permission) => chosen.has(permission));
  });

export const roleFormSchema = z.object({
  name: z
    .string({ error: ROLE_VALIDATION.nameRequired })
    .trim()
    .min(1, ROLE_VALIDATION.nameRequired)
    .max(ROLE_NAME_MAX, ROLE_VALIDATION.nameTooLong),
  description: z
    .string({ error: ROLE_VALIDATION.descriptionTooLong })
    .trim()
    .max(ROLE_DESCRIPTION_MAX, ROLE_VALIDATION.descriptionTooLong)
    .default(""),
  permissions: permissions.default([]),
});
export type RoleFormInput = z.input<typeof roleFormSchema>;
export type RoleFormValues = z.output<typeof roleFormSchema>;

export const rolePatchSchema = patchSchema(roleFormSchema);
export type RolePatch = z.output<typeof rolePatchSchema>;

export const roleIdParamsSchema = z.object({ id: z.string() });

/** A role as the API answers it: built-in ones with their permissions from code, each with how many admins hold it. */
export type RoleView = Omit<RoleRecord, "key" | "permissions"> & {
  key: BuiltInRoleKey | null;
  permissions: Permission[];
  builtIn: boolean;
  adminCount: number;
};
export type RoleRow = Json<RoleView>;

/** GET /api/admin/roles: every role, built-in first; there are few (custom ones are capped), so no paging. */
export type RolesAnswer = { items: RoleRow[] };

/** GET /api/admin/permissions: the catalogue grouped by resource, for API clients (the forms read it from code). */
export type PermissionsAnswer = {
  groups: {
    resource: string;
    label: string;
    permissions: { key: Permission; label: string; superadminOnly: boolean }[];
  }[];
};
