// Single-user changes: create, role, ban, id (SPEC §4-§6). Every rule is
// enforced here, on the server; every change is audited in its transaction.
import { revokeUserSessions, type SessionUser } from "@/lib/auth/session";
import { badRequest, forbidden } from "@/lib/api/errors";
import { personLabelSelect, userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { conflict } from "@/lib/api/errors";
import { asUserConflict, assertNotSystemUser, userNotFound } from "@/lib/users/errors";
import { USER_ERRORS } from "@/lib/users/messages";
import {
  changeUserIdSchema,
  createUserSchema,
  RESERVED_USER_IDS,
  type ChangeUserIdInput,
  type CreateUserInput,
  type UpdateUserInput,
} from "@/lib/users/schema";
import { SYSTEM_USER_ID, userSelect, type UserRecord } from "@/lib/users/user-fields";

/** A user the panel may show: any but the system account. */
export async function findUser(id: string): Promise<UserRecord | null> {
  if (id === SYSTEM_USER_ID) return null;
  return db.user.findUnique({ where: { id }, select: userSelect });
}

export async function getUser(id: string): Promise<UserRecord> {
  const user = await findUser(id);
  if (!user) throw userNotFound();
  return user;
}

export async function createUser(actor: SessionUser, input: CreateUserInput): Promise<UserRecord> {
  const data = createUserSchema.parse(input);
  try {
    return await db.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: data.email }, select: { id: true } })) {
        throw conflict(USER_ERRORS.emailExists);
      }
      if (data.handle && (await tx.user.findUnique({ where: { handle: data.handle }, select: { id: true } }))) {
        throw conflict(USER_ERRORS.handleExists);
      }
      const user = await tx.user.create({ data, select: userSelect });
      await recordAudit(tx, {
        actor,
        action: "user.create",
        targetType: "user",
        targetId: user.id,
        targetLabel: userLabel(user),
        details: { email: data.email },
      });
      return user;
    });
  } catch (error) {
    throw asUserConflict(error);
  }
}

/** PATCH /api/admin/users/{id}: grant or remove admin, or ban or unban (one at a time). */
export async function updateUser(actor: SessionUser, id: string, change: UpdateUserInput): Promise<UserRecord> {
  assertNotSystemUser(id);
  return db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({
      where: { id },
      select: { isAdmin: true, isSuperadmin: true, isBanned: true },
    });
    if (!target) throw userNotFound();
    if (change.isAdmin === false) {
      if (id === actor.id) throw forbidden(USER_ERRORS.removeOwnAdmin);
      if (target.isSuperadmin) throw forbidden(USER_ERRORS.demoteSuperadmin);
    }
    if (change.isBanned === true) {
      if (id === actor.id) throw forbidden(USER_ERRORS.banSelf);
      if (target.isSuperadmin) throw forbidden(USER_ERRORS.banSuperadmin);
    }
    const user = await tx.user.update({ where: { id }, data: change, select: userSelect });
    // Losing admin rights or being banned ends every session for good: an unban does not revive them.
    if (change.isAdmin === false || change.isBanned === true) await revokeUserSessions(tx, id);
    const action =
      change.isAdmin !== undefined
        ? change.isAdmin
          ? "user.grant_admin"
          : "user.remove_admin"
        : change.isBanned
          ? "user.ban"
          : "user.unban";
    await recordAudit(tx, {
      actor,
      action,
      targetType: "user",
      targetId: id,
      targetLabel: userLabel(user),
      details: { before: target, after: change },
    });
    return user;
  });
}

/**
 * PUT /api/admin/users/{id}/change-id: every foreign key to users.id cascades
 * on update, so one UPDATE moves messages, memberships, DMs, purchases, keys,
 * sessions and audit entries along with the user.
 */
export async function changeUserId(actor: SessionUser, id: string, input: ChangeUserIdInput): Promise<UserRecord> {
  const { newId } = changeUserIdSchema.parse(input);
  assertNotSystemUser(id);
  if (id === actor.id) throw forbidden(USER_ERRORS.changeOwnId);
  if (RESERVED_USER_IDS.has(newId.toLowerCase())) throw badRequest(`"${newId}" is reserved and cannot be a user ID`);
  try {
    return await db.$transaction(async (tx) => {
      const target = await tx.user.findUnique({ where: { id }, select: { isSuperadmin: true } });
      if (!target) throw userNotFound();
      if (target.isSuperadmin && !actor.isSuperadmin) throw forbidden(USER_ERRORS.changeSuperadminId);
      if (newId !== id && (await tx.user.findUnique({ where: { id: newId }, select: { id: true } }))) {
        throw conflict(USER_ERRORS.idExists);
      }
      const user = await tx.user.update({ where: { id }, data: { id: newId }, select: userSelect });
      // A new id is a new identity to the chat app and the logs: the old sessions end.
      await revokeUserSessions(tx, newId);
      await recordAudit(tx, {
        actor,
        action: "user.change_id",
        targetType: "user",
        targetId: newId,
        targetLabel: userLabel(user),
        details: { from: id, to: newId },
      });
      return user;
    });
  } catch (error) {
    throw asUserConflict(error);
  }
}

/** DELETE /api/admin/users/{id}/sessions: "Sign out everywhere", audited with the number of sessions ended. */
export async function signOutEverywhere(actor: SessionUser, id: string): Promise<{ revoked: number }> {
  assertNotSystemUser(id);
  return db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id }, select: { ...personLabelSelect, isSuperadmin: true } });
    if (!target) throw userNotFound();
    if (target.isSuperadmin && !actor.isSuperadmin) throw forbidden(USER_ERRORS.signOutSuperadmin);
    const revoked = await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      actor,
      action: "user.sign_out_everywhere",
      targetType: "user",
      targetId: id,
      targetLabel: userLabel(target),
      details: { revoked },
    });
    return { revoked };
  });
}
