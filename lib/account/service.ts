// An admin's own authenticator app and recovery codes (the Account page; its
// passkeys are in passkeys.ts), and a superadmin's reset of another admin's
// factors. Every change is audited in its transaction; removing the last factor
// is refused while the policy (MFA_REQUIRED) requires one.
import "server-only";
import QRCode from "qrcode";
import { ACCOUNT_ERRORS } from "@/lib/account/messages";
import type { AccountSummary, RecoveryCodes, TotpConfirmed, TotpEnrolment } from "@/lib/account/schema";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import { personLabelSelect, userLabel, userTarget } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { listPasskeys } from "@/lib/account/passkeys";
import { factorCount, factorsOf, hasSecondFactor, lockFactors, removeFactor } from "@/lib/auth/factors/factors";
import { factorRequired } from "@/lib/auth/factors/mfa-policy";
import { recoveryCodesLeft, replaceRecoveryCodes } from "@/lib/auth/factors/recovery-codes";
import { revokeUserSessions, type PanelSession, type SessionUser } from "@/lib/auth/session/session";
import { beginTotpEnrolment, confirmTotpEnrolment } from "@/lib/auth/factors/totp-factor";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

async function confirmedTotp(tx: Tx, userId: string) {
  return tx.totpFactor.findFirst({ where: { userId, confirmedAt: { not: null } }, select: { confirmedAt: true } });
}

/** GET /api/account: who the admin is and how they sign in. */
export async function accountSummary(user: SessionUser): Promise<AccountSummary> {
  const [totp, passkeys, left] = await Promise.all([
    confirmedTotp(db, user.id),
    listPasskeys(db, user.id),
    recoveryCodesLeft(db, user.id),
  ]);
  const { id, firstName, lastName, email, handle } = user;
  const enabledAt = totp?.confirmedAt?.toISOString();
  return {
    id,
    firstName,
    lastName,
    email,
    handle,
    totp: enabledAt ? { enabledAt } : null,
    passkeys,
    recoveryCodesLeft: left,
    factorRequired: factorRequired(user),
  };
}

/** POST /api/account/totp: a new secret, its QR code and URI; nothing is on until a code confirms it. */
export async function startTotpEnrolment(user: SessionUser): Promise<TotpEnrolment> {
  return db.$transaction(async (tx) => {
    if (await confirmedTotp(tx, user.id)) throw conflict(ACCOUNT_ERRORS.alreadyEnrolled);
    const { secret, uri } = await beginTotpEnrolment(tx, user.id, user.email ?? user.handle ?? user.id);
    const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  });
}

/**
 * POST /api/account/totp/confirm: the first code turns the app on. As the admin's first factor it
 * brings ten recovery codes (shown this once) and ends every other session of the admin: one that
 * owed an enrolment would otherwise count as complete from now on without ever showing the factor.
 */
export async function confirmTotp(session: PanelSession, code: string): Promise<TotpConfirmed> {
  const { user } = session;
  return db.$transaction(async (tx) => {
    await lockFactors(tx, user.id);
    const first = factorCount(await factorsOf(tx, user.id)) === 0;
    const pending = await tx.totpFactor.findUnique({ where: { userId: user.id }, select: { confirmedAt: true } });
    if (!pending || pending.confirmedAt)
      throw conflict(pending ? ACCOUNT_ERRORS.alreadyEnrolled : ACCOUNT_ERRORS.notEnrolling);
    if (!(await confirmTotpEnrolment(tx, user.id, code))) throw badRequest(ACCOUNT_ERRORS.invalidCode);
    const recoveryCodes = first ? await replaceRecoveryCodes(tx, user.id) : null;
    const { count: sessionsEnded } = first
      ? await tx.session.deleteMany({ where: { userId: user.id, sid: { not: session.sid } } })
      : { count: 0 };
    await recordAudit(tx, {
      actor: user,
      action: "account.totp_enrolled",
      ...userTarget(user),
      details: { otherSessionsEnded: sessionsEnded },
    });
    return { recoveryCodes };
  });
}

/** DELETE /api/account/totp: the app goes (the recovery codes too when it was the last factor), unless the policy requires it. */
export async function removeTotp(user: SessionUser): Promise<void> {
  await db.$transaction(async (tx) => {
    const remove = async () =>
      (await tx.totpFactor.deleteMany({ where: { userId: user.id, confirmedAt: { not: null } } })).count === 1
        ? true
        : null;
    await removeFactor(tx, user, remove, conflict(ACCOUNT_ERRORS.noFactor));
    await recordAudit(tx, { actor: user, action: "account.totp_removed", ...userTarget(user) });
  });
}

/** POST /api/account/recovery-codes: ten new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(user: SessionUser): Promise<RecoveryCodes> {
  return db.$transaction(async (tx) => {
    if (!(await hasSecondFactor(tx, user.id))) throw conflict(ACCOUNT_ERRORS.noFactor);
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, { actor: user, action: "account.recovery_codes_generated", ...userTarget(user) });
    return { recoveryCodes };
  });
}

/**
 * DELETE /api/admin/users/{id}/factors (superadmin): another admin lost their authenticator and
 * their recovery codes. Their factors go and their sessions end; if the policy requires a factor,
 * their next sign-in takes them to enrolment.
 */
export async function resetUserFactors(actor: SessionUser, userId: string): Promise<{ id: string }> {
  if (userId === actor.id) throw forbidden(ACCOUNT_ERRORS.resetSelf);
  return db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: userId }, select: personLabelSelect });
    if (!target) throw notFound(ACCOUNT_ERRORS.userNotFound);
    // A passkey the admin adds meanwhile waits, and goes too.
    await lockFactors(tx, userId);
    const { count: totp } = await tx.totpFactor.deleteMany({ where: { userId } });
    const { count: passkeys } = await tx.passkey.deleteMany({ where: { userId } });
    const { count: recoveryCodes } = await tx.recoveryCode.deleteMany({ where: { userId } });
    const sessions = await revokeUserSessions(tx, userId);
    const removed = { totp, passkeys, recoveryCodes };
    await recordAudit(tx, {
      actor,
      action: "user.reset_factors",
      targetType: "user",
      targetId: userId,
      targetLabel: userLabel(target),
      details: { removed, sessionsEnded: sessions },
    });
    return { id: userId };
  });
}
