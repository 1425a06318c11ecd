// zod schemas for roles, shared by the form and the route handlers, and the shapes the API answers.
import { z } from "zod";
import type { BuiltInRoleKey, Permission } from "@/lib/permissions/catalogue";
import { permissionListSchema } from "@/lib/permissions/schema";
import { ROLE_VALIDATION } from "@/lib/roles/messages";
import { patchSchema } from "@/lib/records/patch";
import type { RoleRecord } from "@/lib/roles/record";
import type { Json } from "@/lib/serialize";

const ROLE_NAME_MAX = 60;
const ROLE_DESCRIPTION_MAX = 300;

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
  permissions: permissionListSchema.default([]),
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
