// What an admin may do, asked in one place: routes declare the permission they need (lib/api/route.ts),
// services ask for what a single declaration cannot say (what a trash restore brings back, what a users
// PATCH changes). The refusal is the same everywhere, so the panel matches its code, never its words.
import { forbidden } from "@/lib/api/errors";
import { PERMISSION_DENIED } from "@/lib/api/error-codes";
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";
import { PERMISSION_DENIED_MESSAGE } from "@/lib/permissions/messages";

export { hasPermission };

/** Throws the 403 refusal unless `user` holds `permission`; `message` keeps a text SPEC gives for one refusal. */
export function requirePermission(
  user: HoldsPermissions,
  permission: Permission,
  message = PERMISSION_DENIED_MESSAGE,
): void {
  if (!hasPermission(user, permission)) throw forbidden(message, PERMISSION_DENIED);
}
