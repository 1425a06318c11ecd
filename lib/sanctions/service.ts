// Sanctions (docs/decisions/moderation.md, "Sanctions"): issue one inside a caller's transaction (the user's page,
// the bulk action, the reports inbox), lift one early with a reason, mark one issued in error (giving back what it
// replaced), list a user's.
// Every change locks the user's row first (lib/sanctions/restrictions.ts), so two moderators sanctioning one
// member at once are applied one after the other: the second sees the first's and replaces it.
import "server-only";
import { PERMISSION_DENIED } from "@/lib/api/error-codes";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { AuditAction } from "@/lib/audit/actions";
import { userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { revokeUserSessions, type PanelSession, type SessionUser } from "@/lib/auth/session/session";
import { requireRecentConfirmation } from "@/lib/auth/step-up/step-up";
import { revokeTokensOf } from "@/lib/api-tokens/service";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/queue";
import { requirePermission } from "@/lib/permissions/check";
import { PERMISSION_DENIED_MESSAGE } from "@/lib/permissions/messages";
import {
  actingOnRefusal,
  mayActOnSanction,
  type ActingRefusal,
  type SanctionSubject,
} from "@/lib/sanctions/acting-rules";
import type { ReportReason } from "@/lib/reports/reasons";
import { ladderProposal, readLadder, type LadderStep } from "@/lib/sanctions/ladder";
import {
  DURATION_MS,
  LADDER_WINDOW_DAYS,
  SANCTION_KINDS,
  SANCTIONS_ERROR_CODES,
  SANCTIONS_ERRORS,
  type SanctionKind,
} from "@/lib/sanctions/messages";
import { sanctionSelect, type Restrictions, type SanctionRecord } from "@/lib/sanctions/record";
import {
  lockUsers,
  readRestrictions,
  restrictionFields,
  settleRestrictions,
  type LockedUser,
} from "@/lib/sanctions/restrictions";
import type { IssueSanctionBody, SanctionLadder } from "@/lib/sanctions/schema";
import { assertNotSystemUser, userNotFound } from "@/lib/users/errors";
import { USER_ERROR_CODES, USER_ERRORS } from "@/lib/users/messages";
import { reachChecker, type ReachTarget } from "@/lib/users/reach";

type Tx = Prisma.TransactionClient;

/** The audit action (and so the webhook event) of each kind: a ban is SPEC's ban, `user.banned` as before. */
const ISSUE_ACTIONS: Record<SanctionKind, AuditAction> = {
  warn: "user.warn",
  mute: "user.mute",
  suspend: "user.suspend",
  ban: "user.ban",
};

/** Kinds that keep the member out of the chat app: they end the member's sessions and API tokens, as a ban does. */
const KEEPS_OUT: readonly SanctionKind[] = ["suspend", "ban"];

/** What a new sanction replaces among those in force: its own kind, and for a ban a suspension too. */
const REPLACES: Record<SanctionKind, readonly SanctionKind[]> = {
  warn: [],
  mute: ["mute"],
  suspend: ["suspend"],
  ban: ["ban", "suspend"],
};

export type IssueSanction = {
  userId: string;
  kind: SanctionKind;
  reason: ReportReason;
  reasonText?: string | null;
  note?: string | null;
  /** When a mute or suspension ends; null for a warning or a ban. */
  endsAt: Date | null;
};

/** When a sanction given as the API's body ends: a preset from now, a date, or never. */
export function sanctionEnd(body: Pick<IssueSanctionBody, "duration" | "endsAt">, now = Date.now()): Date | null {
  if (body.duration) return new Date(now + DURATION_MS[body.duration]);
  return body.endsAt ? new Date(body.endsAt) : null;
}

export const toIssue = (userId: string, body: IssueSanctionBody): IssueSanction => ({
  userId,
  kind: body.kind,
  reason: body.reason,
  reasonText: body.reasonText || null,
  note: body.note || null,
  endsAt: sanctionEnd(body),
});

/** Each refusal of the rule (lib/sanctions/acting-rules.ts) as the error the routes answer. */
const REFUSALS: Record<ActingRefusal, () => Error> = {
  banPermission: () => forbidden(PERMISSION_DENIED_MESSAGE, PERMISSION_DENIED),
  self: () => forbidden(SANCTIONS_ERRORS.sanctionSelf, SANCTIONS_ERROR_CODES.sanctionSelf),
  superadmin: () => forbidden(SANCTIONS_ERRORS.sanctionSuperadmin, SANCTIONS_ERROR_CODES.sanctionSuperadmin),
  outranked: () => forbidden(USER_ERRORS.outranked, USER_ERROR_CODES.outranked),
};

/**
 * The rule of who may act on whose sanctions, the same for issuing one, lifting one and marking one issued in error,
 * read under the user's lock (acting-rules.ts; the user's page asks it too, through sanctionKindsActable).
 */
async function guardActingOn(tx: Tx, actor: SessionUser, target: LockedUser, kind: SanctionKind) {
  const refusal = actingOnRefusal(actor, target, kind, await reachChecker(tx, actor)(target));
  if (refusal) throw REFUSALS[refusal]();
}

/**
 * The kinds whose sanctions `viewer` may issue, lift or mark on `target`'s record, by the rule above: the user's page
 * shows the Sanction button and a sanction's Lift and Issued in error only where the server would allow them.
 */
export async function sanctionKindsActable(
  viewer: SessionUser,
  target: ReachTarget & SanctionSubject,
): Promise<SanctionKind[]> {
  const reaches = await reachChecker(db, viewer)(target);
  return SANCTION_KINDS.filter((kind) => mayActOnSanction(viewer, target, kind, reaches));
}

/**
 * Lifts the user's sanctions of these kinds still in force (the lock on the user is held), as replaced by
 * `replacedBy`, the new sanction: the link lets a marking of that one as issued in error give them back. Their ids.
 */
async function liftReplaced(
  tx: Tx,
  actorId: string,
  replacedBy: Pick<SanctionRecord, "id" | "userId" | "kind">,
): Promise<string[]> {
  const kinds = REPLACES[replacedBy.kind as SanctionKind];
  if (kinds.length === 0) return [];
  const lifted = await tx.sanction.findMany({
    where: { userId: replacedBy.userId, kind: { in: [...kinds] }, liftedAt: null, id: { not: replacedBy.id } },
    select: { id: true },
  });
  const ids = lifted.map((row) => row.id);
  if (ids.length > 0)
    await tx.sanction.updateMany({
      where: { id: { in: ids } },
      data: {
        liftedAt: new Date(),
        liftedById: actorId,
        liftReason: replacedReason(replacedBy.kind as SanctionKind),
        replacedById: replacedBy.id,
      },
    });
  return ids;
}

const replacedReason = (kind: SanctionKind) => `Replaced by a new ${kind}`;

/** A suspended or banned member's sessions and API tokens end, as SPEC's ban ends them. */
async function keepOut(tx: Tx, userId: string) {
  await revokeUserSessions(tx, userId);
  await revokeTokensOf(tx, [userId]);
}

/** A timed sanction's expiry, queued at its end under its own key (queued again, it replaces the first). */
async function queueExpiry(tx: Tx, sanction: Pick<SanctionRecord, "id" | "endsAt">) {
  if (sanction.endsAt)
    await enqueueJob(tx, "sanctions.expire", {}, { runAt: sanction.endsAt, jobKey: `sanctions.expire:${sanction.id}` });
}

/**
 * Issues a sanction inside the caller's transaction (the reports inbox resolves an item and sanctions its author in
 * one): locks the user, applies the rules (never oneself or a superadmin, an admin only by who may act on them,
 * a ban needs users.ban), replaces the same kind in force, sets what the chat app reads, ends the sessions of a
 * suspended or banned member, queues the expiry, and writes the audit entry whose webhook the chat app hears.
 * `stepUpForAdmins`: a bulk action's session, which must have confirmed who it is to keep an admin out.
 */
export async function issueSanction(
  tx: Tx,
  actor: SessionUser,
  issue: IssueSanction,
  { stepUpForAdmins }: { stepUpForAdmins?: PanelSession } = {},
): Promise<SanctionRecord> {
  assertNotSystemUser(issue.userId);
  requirePermission(actor, "sanctions.manage");
  const [target] = await lockUsers(tx, [issue.userId]);
  if (!target) throw userNotFound();
  await guardActingOn(tx, actor, target, issue.kind);
  if (issue.kind === "suspend" && target.isBanned && !target.suspendedUntil)
    throw conflict(SANCTIONS_ERRORS.bannedAlready, SANCTIONS_ERROR_CODES.bannedAlready);
  const keepsOut = KEEPS_OUT.includes(issue.kind);
  if (stepUpForAdmins && keepsOut && target.isAdmin && !target.isBanned) requireRecentConfirmation(stepUpForAdmins);
  const sanction = await tx.sanction.create({
    data: {
      userId: target.id,
      kind: issue.kind,
      reason: issue.reason,
      reasonText: issue.reasonText ?? null,
      note: issue.note ?? null,
      endsAt: issue.endsAt,
      issuedById: actor.id,
    },
    select: sanctionSelect,
  });
  // Created first, so the ones it replaces can name it.
  const replaced = await liftReplaced(tx, actor.id, sanction);
  await settleRestrictions(tx, [target.id], keepsOut ? [target.id] : []);
  if (keepsOut) await keepOut(tx, target.id);
  await queueExpiry(tx, sanction);
  const after = await readRestrictions(tx, target.id);
  await recordAudit(tx, {
    actor,
    action: ISSUE_ACTIONS[issue.kind],
    targetType: "user",
    targetId: target.id,
    targetLabel: userLabel(target),
    details: {
      before: restrictionFields(target),
      after: { ...restrictionFields(after), sanction: sanctionFields(sanction) },
      // For staff only: kept in the audit log, never in the webhook's payload (which is `after`).
      note: sanction.note,
      replaced,
    },
  });
  return sanction;
}

/** What the audit entry and the webhook say of a sanction: never its staff note. */
export const sanctionFields = (sanction: Pick<SanctionRecord, "id" | "kind" | "reason" | "reasonText" | "endsAt">) => ({
  id: sanction.id,
  kind: sanction.kind,
  reason: sanction.reason,
  reasonText: sanction.reasonText,
  endsAt: sanction.endsAt?.toISOString() ?? null,
});

/** POST /api/admin/users/{id}/sanctions. */
export function issueUserSanction(actor: SessionUser, issue: IssueSanction): Promise<SanctionRecord> {
  return db.$transaction((tx) => issueSanction(tx, actor, issue));
}

const sanctionNotFound = () => notFound(SANCTIONS_ERRORS.notFound, SANCTIONS_ERROR_CODES.notFound);

/**
 * The sanction and its user, the user's row locked first (the order every sanction change takes), once `actor` is
 * found to be allowed to change it.
 */
async function lockSanction(tx: Tx, actor: SessionUser, id: string) {
  const found = await tx.sanction.findUnique({ where: { id }, select: { userId: true } });
  if (!found) throw sanctionNotFound();
  const [user] = await lockUsers(tx, [found.userId]);
  const sanction = await tx.sanction.findUnique({ where: { id }, select: sanctionSelect });
  // Gone, or moved to another user (an id change cascades) between the two reads.
  if (!user || !sanction || sanction.userId !== user.id) throw sanctionNotFound();
  await guardActingOn(tx, actor, user, sanction.kind as SanctionKind);
  return { user, sanction };
}

/** In force: not lifted, and a kind that restricts (a warning never does). */
const inForce = (sanction: Pick<SanctionRecord, "kind" | "liftedAt">) => sanction.kind !== "warn" && !sanction.liftedAt;

type Locked = Awaited<ReturnType<typeof lockSanction>>;

const keepsOutKind = (kind: string) => KEEPS_OUT.includes(kind as SanctionKind);

/** Sets the user's columns from what is in force now, and reads them back. */
async function settle(tx: Tx, user: LockedUser, settleBan: boolean) {
  await settleRestrictions(tx, [user.id], settleBan ? [user.id] : []);
  return readRestrictions(tx, user.id);
}

/** Read under the lock: the panel comes back to an admin only with a recent proof of who lets them in, as an unban. */
function stepUpToLetIn(session: PanelSession, user: LockedUser, after: { isBanned: boolean }) {
  if (user.isAdmin && user.isBanned && !after.isBanned) requireRecentConfirmation(session);
}

const markLifted = (tx: Tx, id: string, actorId: string, reason: string) =>
  tx.sanction.update({ where: { id }, data: { liftedAt: new Date(), liftedById: actorId, liftReason: reason } });

/**
 * Ends a sanction in force now, by `actor` with `reason` (an early lift): the lift of a ban or a suspension gives the
 * member back the chat app, and an admin the panel, which needs a step-up as an unban does.
 */
async function liftNow(tx: Tx, session: PanelSession, { user, sanction }: Locked, reason: string) {
  await markLifted(tx, sanction.id, session.user.id, reason);
  const after = await settle(tx, user, keepsOutKind(sanction.kind));
  stepUpToLetIn(session, user, after);
  return after;
}

/** POST /api/admin/sanctions/{id}/lift: ends a mute, suspension or ban early; the reason goes on the record. */
export function liftSanction(session: PanelSession, id: string, reason: string): Promise<SanctionRecord> {
  return db.$transaction(async (tx) => {
    const locked = await lockSanction(tx, session.user, id);
    if (!inForce(locked.sanction)) throw conflict(SANCTIONS_ERRORS.alreadyEnded, SANCTIONS_ERROR_CODES.alreadyEnded);
    const after = await liftNow(tx, session, locked, reason);
    await recordAudit(tx, {
      actor: session.user,
      action: "user.lift_sanction",
      targetType: "user",
      targetId: locked.user.id,
      targetLabel: userLabel(locked.user),
      details: {
        before: restrictionFields(locked.user),
        after: { ...restrictionFields(after), sanction: sanctionFields(locked.sanction), liftReason: reason },
      },
    });
    return tx.sanction.findUniqueOrThrow({ where: { id }, select: sanctionSelect });
  });
}

/** How a lift by a marking as issued in error begins its reason (the timeline shows that lift as the marking). */
export const IN_ERROR_LIFT_REASON = "Issued in error";

/** The audit actions of sanctions: the timeline shows these moments from the sanctions themselves. */
export const SANCTION_AUDIT_ACTIONS = [
  ...Object.values(ISSUE_ACTIONS).filter((action) => action !== "user.ban"),
  "user.lift_sanction",
  "user.sanction_in_error",
] as const satisfies readonly AuditAction[];

/**
 * POST /api/admin/sanctions/{id}/error: the sanction stops counting in the member's history (the ladder skips it)
 * and, if still in force, is lifted now; what it replaced comes back if still due. It stays on the record, marked,
 * so staff see what happened.
 */
export function markSanctionInError(session: PanelSession, id: string, reason?: string): Promise<SanctionRecord> {
  return db.$transaction((tx) => voidSanction(tx, session, id, reason));
}

/**
 * The sanctions `voided` replaced that come back now it is marked issued in error: those it alone ended. Only when
 * it was in force until now: once it had ended (at its time, or by a moderator's lift), what happened since (SPEC's
 * unban, a newer sanction) may have ended the earlier one too, and leaves no trace on it; so a marking of an ended
 * sanction gives nothing back. And only those not issued in error themselves, not past their end, and with none in
 * force that they would replace (a newer decision stands), nor a ban for a suspension (issuing one would be refused).
 * `now`: the restrictions once `voided` is lifted.
 */
async function replacedToReinstate(tx: Tx, voided: SanctionRecord, wasInForce: boolean, now: Restrictions) {
  if (!wasInForce) return [];
  const candidates = await tx.sanction.findMany({
    where: {
      replacedById: voided.id,
      liftReason: replacedReason(voided.kind as SanctionKind),
      issuedInErrorAt: null,
      OR: [{ endsAt: null }, { endsAt: { gt: new Date() } }],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: sanctionSelect,
  });
  const inForceKinds = new Set(
    (await tx.sanction.findMany({ where: { userId: voided.userId, liftedAt: null }, select: { kind: true } })).map(
      (row) => row.kind,
    ),
  );
  const back: SanctionRecord[] = [];
  for (const candidate of candidates) {
    const kind = candidate.kind as SanctionKind;
    if (REPLACES[kind].some((other) => inForceKinds.has(other)) || (kind === "suspend" && now.isBanned)) continue;
    inForceKinds.add(kind);
    back.push(candidate);
  }
  return back;
}

/**
 * Marking a sanction that a later one had replaced: what it replaced in turn now counts as replaced by that later one,
 * which alone would have ended it, so a marking of the later one gives it back (a 7-day mute, a 1-hour one by mistake,
 * then a 1-day one: both marked, in either order, the 7-day mute comes back).
 */
async function passReplacedOn(tx: Tx, voidedId: string) {
  const { replacedById } = await tx.sanction.findUniqueOrThrow({
    where: { id: voidedId },
    select: { replacedById: true },
  });
  if (replacedById) await tx.sanction.updateMany({ where: { replacedById: voidedId }, data: { replacedById } });
}

/** In force again, as it was before it was replaced: the chat app's columns, its expiry, and a keep-out's sessions. */
async function reinstate(tx: Tx, user: LockedUser, sanctions: readonly SanctionRecord[]) {
  if (sanctions.length === 0) return;
  await tx.sanction.updateMany({
    where: { id: { in: sanctions.map((sanction) => sanction.id) } },
    data: { liftedAt: null, liftedById: null, liftReason: null, replacedById: null },
  });
  for (const sanction of sanctions) await queueExpiry(tx, sanction);
  // The member may have signed in since the voided one ended at its time.
  if (sanctions.some((sanction) => keepsOutKind(sanction.kind))) await keepOut(tx, user.id);
}

/**
 * Marks a sanction issued in error inside the caller's transaction (the route above, and the reports inbox's Undo of a
 * resolution that issued it): the user's row locked first, as every sanction change. It is lifted if in force, and
 * what it replaced comes back when it would still be in force (replacedToReinstate): a mistaken 1-hour mute must not
 * cut short the 7-day mute it replaced. The user's columns are set once, from the final state.
 */
export async function voidSanction(
  tx: Tx,
  session: PanelSession,
  id: string,
  reason?: string,
): Promise<SanctionRecord> {
  // The inbox's Undo reaches here with reports.manage: a marking can put a suspension or a ban back on.
  requirePermission(session.user, "sanctions.manage");
  const { user, sanction } = await lockSanction(tx, session.user, id);
  if (sanction.issuedInErrorAt) throw conflict(SANCTIONS_ERRORS.alreadyInError, SANCTIONS_ERROR_CODES.alreadyInError);
  const wasInForce = inForce(sanction);
  const liftReason = reason ? `${IN_ERROR_LIFT_REASON}: ${reason}` : IN_ERROR_LIFT_REASON;
  if (wasInForce) await markLifted(tx, sanction.id, session.user.id, liftReason);
  await tx.sanction.update({
    where: { id },
    data: { issuedInErrorAt: new Date(), issuedInErrorById: session.user.id },
  });
  await passReplacedOn(tx, sanction.id);
  const lifted = wasInForce ? await settle(tx, user, keepsOutKind(sanction.kind)) : user;
  const reinstated = await replacedToReinstate(tx, sanction, wasInForce, lifted);
  await reinstate(tx, user, reinstated);
  const after =
    reinstated.length > 0
      ? await settle(
          tx,
          user,
          reinstated.some((back) => keepsOutKind(back.kind)),
        )
      : lifted;
  stepUpToLetIn(session, user, after);
  await recordAudit(tx, {
    actor: session.user,
    action: "user.sanction_in_error",
    targetType: "user",
    targetId: user.id,
    targetLabel: userLabel(user),
    details: {
      before: restrictionFields(user),
      after: {
        ...restrictionFields(after),
        sanction: sanctionFields(sanction),
        reason: reason ?? null,
        liftReason: wasInForce ? liftReason : null,
      },
      // What the chat app hears (lib/webhooks/audit-events.ts): the kind's own event for each sanction back in
      // force, else `user.restriction_lifted` when this one was lifted, else nothing.
      lifted: wasInForce,
      reinstated: reinstated.map(sanctionFields),
    },
  });
  return tx.sanction.findUniqueOrThrow({ where: { id }, select: sanctionSelect });
}

/** A user's sanctions shown at most: a member's record is short; the timeline pages the rest. */
export const SANCTIONS_SHOWN = 200;

export type UserSanctions = {
  sanctions: SanctionRecord[];
  /** The ladder's next step for this member, from their sanctions of the last six months not issued in error. */
  proposal: LadderStep;
  ladder: SanctionLadder;
};

/** The sanctions that count towards the ladder: the last six months', not issued in error, newest first. */
export function countingSanctions(sanctions: readonly SanctionRecord[], now = Date.now()): SanctionRecord[] {
  const since = now - LADDER_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  return sanctions.filter((sanction) => !sanction.issuedInErrorAt && sanction.createdAt.getTime() >= since);
}

/** GET /api/admin/users/{id}/sanctions: newest first, with the ladder's proposal. */
export async function listUserSanctions(userId: string): Promise<UserSanctions> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw userNotFound();
  const [sanctions, ladder] = await Promise.all([
    db.sanction.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SANCTIONS_SHOWN,
      select: sanctionSelect,
    }),
    readLadder(),
  ]);
  return { sanctions, ladder, proposal: ladderProposal(ladder, countingSanctions(sanctions)) };
}
