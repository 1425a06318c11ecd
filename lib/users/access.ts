// What a user may do in the chat app and the panel (SPEC §4, §6): ban, unban,
// grant and remove admin rights. One verb each, chosen by the PATCH route from
// its body; each rule is checked under the user's row lock, against the version
// the caller saw when it names one.
import { forbidden } from "@/lib/api/errors";
import type { AuditAction } from "@/lib/audit/actions";
import { revokeUserSessions, type SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { updateRecord, type RecordChange } from "@/lib/records/audited-change";
import { assertNotSystemUser } from "@/lib/users/errors";
import { USER_ERRORS } from "@/lib/users/messages";
import { userKind } from "@/lib/users/service";
import { userSelect, type UserRecord } from "@/lib/users/user-fields";

type AccessChange = {
  action: AuditAction;
  data: Pick<Prisma.UserUpdateInput, "isAdmin" | "isBanned">;
  /** The rule the target must pass, read under the row lock. */
  refuse?: (target: UserRecord) => string | null;
  /** Losing admin rights or being banned ends every session for good: an unban does not revive them. */
  endsSessions: boolean;
};

function changeAccess(actor: SessionUser, change: RecordChange, access: AccessChange): Promise<UserRecord> {
  assertNotSystemUser(change.id);
  return updateRecord(
    userKind,
    actor,
    change,
    async (tx, target) => {
      const refusal = access.refuse?.(target);
      if (refusal) throw forbidden(refusal);
      const user = await tx.user.update({ where: { id: change.id }, data: access.data, select: userSelect });
      if (access.endsSessions) await revokeUserSessions(tx, change.id);
      return user;
    },
    { action: access.action },
  );
}

/** PATCH /api/admin/users/{id} {isBanned: true}: never oneself, never a superadmin. */
export function banUser(actor: SessionUser, change: RecordChange): Promise<UserRecord> {
  return changeAccess(actor, change, {
    action: "user.ban",
    data: { isBanned: true },
    refuse: (target) =>
      target.id === actor.id ? USER_ERRORS.banSelf : target.isSuperadmin ? USER_ERRORS.banSuperadmin : null,
    endsSessions: true,
  });
}

export function unbanUser(actor: SessionUser, change: RecordChange): Promise<UserRecord> {
  return changeAccess(actor, change, { action: "user.unban", data: { isBanned: false }, endsSessions: false });
}

export function grantAdmin(actor: SessionUser, change: RecordChange): Promise<UserRecord> {
  return changeAccess(actor, change, { action: "user.grant_admin", data: { isAdmin: true }, endsSessions: false });
}

/** PATCH /api/admin/users/{id} {isAdmin: false}: never one's own rights, never a superadmin's. */
export function removeAdmin(actor: SessionUser, change: RecordChange): Promise<UserRecord> {
  return changeAccess(actor, change, {
    action: "user.remove_admin",
    data: { isAdmin: false },
    refuse: (target) =>
      target.id === actor.id ? USER_ERRORS.removeOwnAdmin : target.isSuperadmin ? USER_ERRORS.demoteSuperadmin : null,
    endsSessions: true,
  });
}
