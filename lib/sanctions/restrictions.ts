// What the users row says of a member's sanctions (the columns the chat app reads), kept in step with the
// sanctions in force: every change locks the user's row first, then writes its sanctions, then sets these from
// what is left in force, so two moderators (or a moderator and the expiry) never leave them disagreeing.
// docs/decisions/moderation.md, "Sanctions".
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { restrictionsSelect, type Restrictions } from "@/lib/sanctions/record";

type Tx = Prisma.TransactionClient;

/** The user's row as a sanction's rules read it, locked for the rest of the transaction; null when there is none. */
export type LockedUser = Restrictions & {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
  isSuperadmin: boolean;
  roleId: string | null;
};

/** A LockedUser's columns of `users u`, for every statement that locks users for a sanction's rules. */
export const lockedUserColumns = Prisma.sql`
  u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.is_admin AS "isAdmin",
  u.is_superadmin AS "isSuperadmin", u.is_banned AS "isBanned", u.role_id AS "roleId",
  u.muted_until AS "mutedUntil", u.suspended_until AS "suspendedUntil"`;

export async function lockUsers(tx: Tx, ids: readonly string[]): Promise<LockedUser[]> {
  return tx.$queryRaw<LockedUser[]>`
    SELECT ${lockedUserColumns} FROM users u WHERE u.id = ANY(${ids as string[]}::text[]) ORDER BY u.id FOR UPDATE`;
}

/**
 * Sets the users' muted_until and suspended_until from their mutes and suspensions still in force, and, where
 * `settleBan` names them (a suspension or a ban ended), is_banned from whether one of either is left. A ban
 * made by SPEC's PATCH ends any suspension (lib/users/access.ts), so a suspended user's is_banned is the
 * suspension's alone, and its end may clear it.
 */
export async function settleRestrictions(tx: Tx, ids: readonly string[], settleBan: readonly string[]) {
  if (ids.length === 0) return;
  await tx.$executeRaw`
    UPDATE users u SET
      muted_until = (SELECT max(s.ends_at) FROM sanctions s
                      WHERE s.user_id = u.id AND s.kind = 'mute' AND s.lifted_at IS NULL),
      suspended_until = (SELECT max(s.ends_at) FROM sanctions s
                          WHERE s.user_id = u.id AND s.kind = 'suspend' AND s.lifted_at IS NULL),
      is_banned = CASE WHEN u.id = ANY(${settleBan as string[]}::text[])
                       THEN EXISTS (SELECT 1 FROM sanctions s WHERE s.user_id = u.id
                                       AND s.kind IN ('suspend', 'ban') AND s.lifted_at IS NULL)
                       ELSE u.is_banned END
    WHERE u.id = ANY(${ids as string[]}::text[])`;
}

export function readRestrictions(tx: Tx, id: string): Promise<Restrictions> {
  return tx.user.findUniqueOrThrow({ where: { id }, select: restrictionsSelect });
}

/** What the audit entry and the webhook carry of the restrictions: the chat app's fields. */
export const restrictionFields = ({ mutedUntil, suspendedUntil, isBanned }: Restrictions) => ({
  mutedUntil: mutedUntil?.toISOString() ?? null,
  suspendedUntil: suspendedUntil?.toISOString() ?? null,
  isBanned,
});

/**
 * SPEC's ban and unban (PATCH /api/admin/users, lib/users/access.ts) speak over the sanctions in force, in the
 * change's own transaction and under its row locks: a ban ends a suspension (the ban outlasts it, and the
 * suspension's end must not unban), an unban ends a suspension and a ban sanction. The change's own audit entry
 * (`user.ban`, `user.unban`) records it.
 */
export async function settleSanctionsOnAccess(tx: Tx, ids: readonly string[], banned: boolean, actorId: string) {
  const kinds = banned ? ["suspend"] : ["suspend", "ban"];
  await tx.sanction.updateMany({
    where: { userId: { in: [...ids] }, kind: { in: kinds }, liftedAt: null },
    data: { liftedAt: new Date(), liftedById: actorId, liftReason: banned ? "Banned" : "Unbanned" },
  });
  await tx.user.updateMany({
    where: { id: { in: [...ids] }, suspendedUntil: { not: null } },
    data: { suspendedUntil: null },
  });
}
