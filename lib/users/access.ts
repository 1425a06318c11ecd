// What a user may do in the chat app and the panel (SPEC §4, §6): ban, unban,
// grant and remove admin rights. One verb each, chosen by the PATCH route from
// its body; each rule is checked under the user's row lock, against the version
// the caller saw when it names one. A bulk edit applies the same rules to each.
// Whether a change needs a recent proof of who the admin is (step-up) also
// depends on whom it reaches, so that too is decided under the lock
// (docs/decisions/step-up.md, changes of panel access). An admin gives only what they hold, and acts on another
// admin only when holding all that admin holds (lib/users/reach.ts).
import { forbidden } from "@/lib/api/errors";
import type { AuditAction } from "@/lib/audit/actions";
import { isPanelAdmin, revokeUserSessions, type PanelSession, type SessionUser } from "@/lib/auth/session/session";
import { requireRecentConfirmation } from "@/lib/auth/step-up/step-up";
import { updateRecord, type RecordChange } from "@/lib/records/audited-change";
import type { BulkEditResult } from "@/lib/records/bulk-result";
import { matchingIds, updateRecords } from "@/lib/records/bulk-update";
import type { Permission } from "@/lib/permissions/catalogue";
import { requirePermission } from "@/lib/permissions/check";
import { revokeTokensOf } from "@/lib/api-tokens/service";
import { settleSanctionsOnAccess } from "@/lib/sanctions/restrictions";
import { mayGrantAdmin, reachChecker } from "@/lib/users/reach";
import { assertNotSystemUser } from "@/lib/users/errors";
import { USER_ERROR_CODES, USER_ERRORS } from "@/lib/users/messages";
import type { BulkEditUsers, UpdateUserInput } from "@/lib/users/schema";
import { userFilterWhere, userKind } from "@/lib/users/service";
import { SYSTEM_USER_ID, userSelect, type UserRecord } from "@/lib/users/record";

type AccessChange = {
  action: AuditAction;
  /** What the admin must hold to make this change, whatever the route let in. */
  permission: Permission;
  /** Admin rights given or taken start from the Admin role: a role chosen before does not outlive them. */
  set: Partial<Pick<UserRecord, "isAdmin" | "isBanned">> & { roleId?: null };
  /** The rule the target must pass, read under the row lock: the refusal's key in USER_ERRORS. */
  refuse?: (actor: SessionUser, target: UserRecord) => keyof typeof USER_ERRORS | null;
  /** Losing admin rights or being banned ends every session and API token for good: an unban does not revive them. */
  endsSessions: boolean;
};

const ACCESS = {
  /** Never oneself, never a superadmin. */
  ban: {
    action: "user.ban",
    permission: "users.ban",
    set: { isBanned: true },
    refuse: (actor, target) => (target.id === actor.id ? "banSelf" : target.isSuperadmin ? "banSuperadmin" : null),
    endsSessions: true,
  },
  unban: { action: "user.unban", permission: "users.ban", set: { isBanned: false }, endsSessions: false },
  grantAdmin: {
    action: "user.grant_admin",
    permission: "users.admin_rights",
    set: { isAdmin: true, roleId: null },
    endsSessions: false,
  },
  /** Never one's own rights, never a superadmin's. */
  removeAdmin: {
    action: "user.remove_admin",
    permission: "users.admin_rights",
    set: { isAdmin: false, roleId: null },
    refuse: (actor, target) =>
      target.id === actor.id ? "removeOwnAdmin" : target.isSuperadmin ? "demoteSuperadmin" : null,
    endsSessions: true,
  },
} as const satisfies Record<string, AccessChange>;

/** SPEC's one PATCH body carries isAdmin or isBanned (the schema allows exactly one): each value is a verb of its own. */
function accessChangeOf(body: UpdateUserInput): AccessChange {
  if (body.isBanned !== undefined) return body.isBanned ? ACCESS.ban : ACCESS.unban;
  return body.isAdmin ? ACCESS.grantAdmin : ACCESS.removeAdmin;
}

/**
 * Whether a change needs a recent proof of who the admin is from its body alone, before any row is read: granting or
 * removing admin rights does, whoever the user (the PATCH of one user and of many ask it alike). A ban does not (it
 * must stay quick); an unban or a bulk ban may, which only the rows can tell (`needsStepUp`, under their locks).
 */
export function changesAdminRights(body: UpdateUserInput): boolean {
  return body.isAdmin !== undefined;
}

/**
 * Whether changing `target` needs a recent proof of who the admin is, beyond what the route asks of the body
 * (admin rights always do). Giving panel access back (unbanning an admin or superadmin, or any later way to) always
 * does: a ban leaves the admin flag set, so an unban from a stolen session would hand the panel to whoever holds it.
 * Taking panel access away does only in bulk: one ban must stay quick (stopping an account that misbehaves), but a
 * sweep of the admins would lock the panel's keepers out.
 */
function needsStepUp(target: UserRecord, access: AccessChange, bulk: boolean): boolean {
  const before = isPanelAdmin(target);
  const after = isPanelAdmin({ ...target, ...access.set });
  return (after && !before) || (bulk && before && !after);
}

/** The permission the change needs, and for a grant the whole Admin role it gives: a 403 before any row is read. */
function requireRightsFor(actor: SessionUser, access: AccessChange) {
  requirePermission(actor, access.permission);
  if (access.action === ACCESS.grantAdmin.action && !mayGrantAdmin(actor))
    throw forbidden(USER_ERRORS.grantBeyondOwn, USER_ERROR_CODES.grantBeyondOwn);
}

/** PATCH /api/admin/users/{id}: a refused rule is a 403; a missing step-up the 401 the panel asks it after. */
function changeAccess(session: PanelSession, change: RecordChange, access: AccessChange): Promise<UserRecord> {
  assertNotSystemUser(change.id);
  const actor = session.user;
  requireRightsFor(actor, access);
  return updateRecord(
    userKind,
    actor,
    change,
    async (tx, target) => {
      const refusal = access.refuse?.(actor, target) ?? ((await reachChecker(tx, actor)(target)) ? null : "outranked");
      if (refusal) throw forbidden(USER_ERRORS[refusal], USER_ERROR_CODES[refusal]);
      // Read under the row lock: the target cannot be made an admin between this check and the write.
      if (needsStepUp(target, access, false)) requireRecentConfirmation(session);
      const user = await tx.user.update({ where: { id: change.id }, data: access.set, select: userSelect });
      if (access.set.isBanned !== undefined)
        await settleSanctionsOnAccess(tx, [change.id], access.set.isBanned, actor.id);
      if (access.endsSessions) {
        await revokeUserSessions(tx, change.id);
        await revokeTokensOf(tx, [change.id]);
      }
      return user;
    },
    { action: access.action },
  );
}

/** PATCH /api/admin/users: the same change for many users; one a rule refuses is skipped with the rule's words. */
export function bulkChangeAccess(session: PanelSession, { change, ...target }: BulkEditUsers): Promise<BulkEditResult> {
  const access = accessChangeOf(change);
  const actor = session.user;
  requireRightsFor(actor, access);
  let reaches: ReturnType<typeof reachChecker> | undefined;
  return updateRecords(
    userKind,
    actor,
    target,
    (filter) => async (tx, page) =>
      matchingIds((client) => client.user, await userFilterWhere(filter, actor, tx))(tx, page),
    {
      patch: access.set,
      action: access.action,
      refuse: async (user, tx) => {
        reaches ??= reachChecker(tx, actor);
        const refusal =
          user.id === SYSTEM_USER_ID
            ? "systemUser"
            : (access.refuse?.(actor, user) ?? ((await reaches(user)) ? null : "outranked"));
        return refusal ? USER_ERRORS[refusal] : null;
      },
      guard: (users) => {
        if (users.some((user) => needsStepUp(user, access, true))) requireRecentConfirmation(session);
      },
      write: async (tx, ids) => {
        await tx.user.updateMany({ where: { id: { in: ids } }, data: access.set });
        if (access.set.isBanned !== undefined) await settleSanctionsOnAccess(tx, ids, access.set.isBanned, actor.id);
        if (!access.endsSessions) return;
        await tx.session.deleteMany({ where: { userId: { in: ids } } });
        await revokeTokensOf(tx, ids);
      },
    },
  );
}

/** PATCH /api/admin/users/{id}: the change its body asks for, refused unless the admin holds its permission. */
export function changeUserAccess(session: PanelSession, change: RecordChange, body: UpdateUserInput) {
  return changeAccess(session, change, accessChangeOf(body));
}
