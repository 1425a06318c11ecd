// What a role allows, in words the confirmation of a role change shows: per resource, the actions it holds.
import { PERMISSION_GROUPS } from "@/lib/permissions/catalogue";
import { userNameAndEmail } from "@/lib/users/display";
import type { RoleRow } from "@/lib/roles/schema";

/** "Users: read, ban; Channels: read, delete", in the catalogue's order; "nothing" for a role without permissions. */
export function roleAllows(permissions: readonly string[]): string {
  const held = new Set(permissions);
  const parts = Object.entries(PERMISSION_GROUPS).flatMap(([resource, group]) => {
    const actions = Object.keys(group.actions).filter((action) => held.has(`${resource}.${action}`));
    return actions.length > 0 ? [`${group.label}: ${actions.join(", ").replaceAll("_", " ")}`] : [];
  });
  return parts.length > 0 ? parts.join("; ") : "nothing";
}

type ConfirmUser = Parameters<typeof userNameAndEmail>[0];

/** The confirmation of giving an admin a role: whom, which role, and what it will let them do from now on. */
export function roleChangeText(user: ConfirmUser, role: Pick<RoleRow, "name" | "permissions">): string {
  return `${userNameAndEmail(user)} will hold the ${role.name} role from now on, in every session. It allows ${roleAllows(role.permissions)}.`;
}
