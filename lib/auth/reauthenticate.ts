// Re-authentication for step-up (lib/auth/step-up.ts): a signed-in admin
// proves again who they are, with their authenticator code when they have one
// (a password alone is the weaker proof), else their password. Throttled by
// the same counters as the sign-in it repeats, audited either way; a success
// renews the session's confirmation time. An admin with neither (single
// sign-on only) confirms by signing in again.
import { ApiError } from "@/lib/api/errors";
import { userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/record";
import { SECOND_STEP_TEXT, throttledMessage } from "@/lib/auth/messages";
import { verifyPassword } from "@/lib/auth/password";
import { releaseSignInAttempt, reserveSignInAttempt } from "@/lib/auth/rate-limit";
import { hasSecondFactor, reserveSecondFactorAttempt } from "@/lib/auth/second-factor";
import type { PanelSession, SessionClient } from "@/lib/auth/session";
import { recentlyConfirmed } from "@/lib/auth/step-up";
import { spendTotpCode } from "@/lib/auth/totp-factor";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ReauthenticationMethod = "totp" | "password" | "sign-in";

export const REAUTHENTICATE_TEXT = {
  invalidCode: SECOND_STEP_TEXT.invalid,
  invalidPassword: "That password is not right. Try again.",
  proofRequired: "Enter your code or your password",
  signInAgain: "Sign in again to confirm it's you",
} as const;

type Tx = Prisma.TransactionClient;

async function methodFor(tx: Tx, userId: string): Promise<ReauthenticationMethod> {
  if (await hasSecondFactor(tx, userId)) return "totp";
  const user = await tx.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return user?.passwordHash ? "password" : "sign-in";
}

/** GET /api/account/step-up: whether the session is confirmed recently enough, and how it can confirm. */
export async function stepUpStatus(session: PanelSession): Promise<{ recent: boolean; method: ReauthenticationMethod }> {
  return { recent: recentlyConfirmed(session), method: await methodFor(db, session.user.id) };
}

export type Proof = { code?: string; password?: string };

/** The reservation for this method's attempt, and how to give it back after a success. */
async function reserve(method: ReauthenticationMethod, session: PanelSession, ip: string | null) {
  if (method === "password") {
    const attempt = { email: session.user.email ?? "", ip };
    return { wait: await reserveSignInAttempt(attempt), release: () => releaseSignInAttempt(attempt) };
  }
  return reserveSecondFactorAttempt(session.user.id, ip);
}

async function proofHolds(tx: Tx, method: ReauthenticationMethod, userId: string, proof: Proof): Promise<boolean> {
  if (method === "totp") return spendTotpCode(tx, userId, proof.code?.trim() ?? "");
  const user = await tx.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return verifyPassword(user?.passwordHash ?? null, proof.password ?? "");
}

/** POST /api/account/reauthenticate: renews the session's confirmation, or refuses (400 wrong proof, 429 throttled, 409 sign in again). */
export async function reauthenticate(session: PanelSession, proof: Proof, client: SessionClient): Promise<{ confirmedAt: string }> {
  const { user } = session;
  const method = await methodFor(db, user.id);
  if (method === "sign-in") throw new ApiError(409, REAUTHENTICATE_TEXT.signInAgain);
  if (!(method === "totp" ? proof.code : proof.password)) throw new ApiError(400, REAUTHENTICATE_TEXT.proofRequired);
  const { wait, release } = await reserve(method, session, client.ip);
  if (wait !== null) throw new ApiError(429, throttledMessage(wait));

  const target = { targetType: "user", targetId: user.id, targetLabel: userLabel(user) } as const;
  const confirmedAt = await db.$transaction(async (tx) => {
    if (!(await proofHolds(tx, method, user.id, proof))) {
      await recordAudit(tx, { actor: user, action: "auth.reauthentication_failed", ...target, details: { method, ip: client.ip } });
      return null;
    }
    const now = new Date();
    await tx.session.updateMany({ where: { sid: session.sid }, data: { confirmedAt: now } });
    await recordAudit(tx, { actor: user, action: "auth.reauthenticated", ...target, details: { method, ip: client.ip } });
    return now;
  });
  if (!confirmedAt) throw new ApiError(400, method === "totp" ? REAUTHENTICATE_TEXT.invalidCode : REAUTHENTICATE_TEXT.invalidPassword);
  await release();
  return { confirmedAt: confirmedAt.toISOString() };
}
