// The one question every check asks, in a module that imports nothing: the browser's screens ask it too
// (hooks/use-permissions.ts), and the refusal beside it in check.ts brings the server's error map with it.
import type { Permission } from "@/lib/permissions/catalogue";

export type HoldsPermissions = { permissions: readonly Permission[] };

export function hasPermission(user: HoldsPermissions, permission: Permission): boolean {
  return user.permissions.includes(permission);
}
