// An admin's role (docs/decisions/custom-roles.md): which of the built-in or custom roles narrows what they may do. Only an admin who
// is not a superadmin has one; the Admin role is stored as no role (role_id null), so granting admin rights and
// choosing Admin mean the same. Sessions follow at once: a change of role_id empties every process's session cache.
// An admin gives only a role whose every permission they hold, to an admin whose every permission they hold
// (lib/users/reach.ts); the tokens of the admin holding a permission the new role lacks end with the change.
import "server-only";
import { badRequest, conflict } from "@/lib/api/errors";
import { userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import { revokeTokensBeyond } from "@/lib/api-tokens/service";
import { forbidden } from "@/lib/api/errors";
import { BUILT_IN_ROLES } from "@/lib/permissions/catalogue";
import { requirePermission } from "@/lib/permissions/check";
import { lockForChange, type RecordChange } from "@/lib/records/audited-change";
import { ROLE_ERROR_CODES, ROLE_ERRORS } from "@/lib/roles/messages";
import { holdRole } from "@/lib/roles/service";
import { assertNotSystemUser } from "@/lib/users/errors";
import { USER_ERROR_CODES, USER_ERRORS } from "@/lib/users/messages";
import { permissionsOfRole } from "@/lib/permissions/resolve";
import { mayGiveRole, reachChecker } from "@/lib/users/reach";
import { userSelect, type UserRecord } from "@/lib/users/record";
import { userKind } from "@/lib/users/service";

/**
 * PATCH /api/admin/users/{id} with `roleId`: the role is held before the user is locked (the order every change
 * takes its locks in), so it cannot be deleted until this commits; the user's flags are read under the lock.
 */
export function changeUserRole(actor: SessionUser, change: RecordChange, roleId: string): Promise<UserRecord> {
  assertNotSystemUser(change.id);
  // The PATCH's permission depends on its body: a role change needs the right to manage roles.
  requirePermission(actor, "roles.manage");
  return db.$transaction(async (tx) => {
    const role = await holdRole(tx, roleId);
    if (role.key === "superadmin") throw badRequest(ROLE_ERRORS.superadminRole, ROLE_ERROR_CODES.superadminRole);
    if (!mayGiveRole(actor, role)) throw forbidden(USER_ERRORS.roleBeyondOwn, USER_ERROR_CODES.roleBeyondOwn);
    const target = await lockForChange(tx, userKind, change);
    if (target.isSuperadmin) throw conflict(ROLE_ERRORS.targetSuperadmin, ROLE_ERROR_CODES.targetSuperadmin);
    if (!target.isAdmin) throw conflict(ROLE_ERRORS.notAnAdmin, ROLE_ERROR_CODES.notAnAdmin);
    if (!(await reachChecker(tx, actor)(target))) throw forbidden(USER_ERRORS.outranked, USER_ERROR_CODES.outranked);
    const previous = target.roleId
      ? await tx.role.findUniqueOrThrow({ where: { id: target.roleId }, select: { name: true } })
      : { name: BUILT_IN_ROLES.admin.name };
    const user = await tx.user.update({
      where: { id: change.id },
      data: { roleId: role.key === "admin" ? null : role.id },
      select: userSelect,
    });
    await revokeTokensBeyond(tx, { ids: [user.id] }, permissionsOfRole(role));
    await recordAudit(tx, {
      actor,
      action: "user.change_role",
      targetType: userKind.type,
      targetId: user.id,
      targetLabel: userLabel(user),
      details: { before: { role: previous.name }, after: { role: role.name }, version: user.version },
    });
    return user;
  });
}
