// The confirmation of a role change, in words: whom, which role, and what it allows (lib/permissions/groups.ts).
import { roleAllows } from "@/lib/permissions/groups";
import { userNameAndEmail } from "@/lib/users/display";
import type { RoleRow } from "@/lib/roles/schema";

type ConfirmUser = Parameters<typeof userNameAndEmail>[0];

/** The confirmation of giving an admin a role: whom, which role, and what it will let them do from now on. */
export function roleChangeText(user: ConfirmUser, role: Pick<RoleRow, "name" | "permissions">): string {
  return `${userNameAndEmail(user)} will hold the ${role.name} role from now on, in every session. It allows ${roleAllows(role.permissions)}.`;
}
