"use client";

// A role's create, update and delete (hooks/create-crud-mutations.ts). A deleted role is gone for good: no Undo.
// Every change asks for step-up; the API client opens that dialog and repeats the call.
import { createCrudMutations } from "@/hooks/create-crud-mutations";
import { ROLE_TOASTS } from "@/lib/roles/messages";
import { rolesKeys } from "@/lib/roles/query-keys";
import type { RoleFormValues, RoleRow } from "@/lib/roles/schema";

export const { useSave: useSaveRole, useDelete: useDeleteRole } = createCrudMutations<RoleRow, RoleFormValues>({
  path: "/api/admin/roles",
  nameOf: (role) => role.name,
  keys: [rolesKeys.all],
  toasts: ROLE_TOASTS,
});
