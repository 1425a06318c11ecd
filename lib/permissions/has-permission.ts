// Whether an admin holds a permission: imports nothing of the server's, so the panel's client code may ask it too
// (what to show); the server's refusal is lib/permissions/check.ts.
import type { Permission } from "@/lib/permissions/catalogue";

export type HoldsPermissions = { permissions: readonly Permission[] };

export function hasPermission(user: HoldsPermissions, permission: Permission): boolean {
  return user.permissions.includes(permission);
}
