// Who may act on whom (docs/decisions/roles-and-permissions.md, "An admin gives only what they hold"): a role narrows
// what its holder may do, so it must also narrow whom they may do it to. Otherwise a Moderator could ban the Admin
// above them, and a custom role holding `users.admin_rights` could mint full Admins (admin rights give the Admin role).
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BUILT_IN_ROLES, type Permission } from "@/lib/permissions/catalogue";
import { hasPermission } from "@/lib/permissions/has-permission";
import { columnsOf, permissionsOfRole, resolveRole, type RoleRow } from "@/lib/permissions/resolve";

type Tx = Prisma.TransactionClient;
export type ReachTarget = { isAdmin: boolean; isSuperadmin: boolean; roleId: string | null };

const holdsAll = (actor: SessionUser, permissions: readonly Permission[]) =>
  permissions.every((permission) => hasPermission(actor, permission));

/** Giving a role gives all it holds: only an admin holding all of it may give it. */
export const mayGiveRole = (actor: SessionUser, role: RoleRow): boolean => holdsAll(actor, permissionsOfRole(role));

/** Granting admin rights gives the Admin role: only an admin holding all of it may give it. */
export const mayGrantAdmin = (actor: SessionUser): boolean => holdsAll(actor, BUILT_IN_ROLES.admin.permissions);

/**
 * Whether `actor` may act on a user (ban, unban, change their admin rights or role, delete): anyone who is not a
 * panel admin, yes; a panel admin only with `users.admin_rights` and every permission the admin holds, resolved as
 * their sessions resolve them, ban aside (an unban gives those permissions back). Pass rows read under their locks;
 * one checker per transaction reads each role once.
 */
export function reachChecker(tx: Tx, actor: SessionUser): (target: ReachTarget) => Promise<boolean> {
  const roles = new Map<string, Promise<RoleRow | null>>();
  const roleOf = (roleId: string) => {
    if (!roles.has(roleId))
      roles.set(
        roleId,
        tx.role.findUnique({ where: { id: roleId }, select: { key: true, name: true, permissions: true } }),
      );
    return roles.get(roleId)!;
  };
  return async (target) => {
    if (!target.isAdmin && !target.isSuperadmin) return true;
    if (!hasPermission(actor, "users.admin_rights")) return false;
    const role = target.roleId ? await roleOf(target.roleId) : null;
    return holdsAll(actor, resolveRole({ ...target, isBanned: false }, columnsOf(role)).permissions);
  };
}
