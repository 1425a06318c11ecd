// Re-authentication for step-up (lib/auth/step-up/step-up.ts): a signed-in admin
// proves again who they are, with a passkey or their authenticator code when
// they have one (a password alone is the weaker proof), else their password. Throttled by
// the same counters as the sign-in it repeats, audited either way; a success
// renews the session's confirmation time. An admin with neither (single
// sign-on only) confirms by signing in again.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { userTarget } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { PASSKEY_TEXT, SECOND_STEP_TEXT, throttledMessage } from "@/lib/auth/messages";
import { verifyPassword } from "@/lib/auth/sign-in/password";
import { releaseSignInAttempt, reserveSignInAttempt } from "@/lib/auth/sign-in/rate-limit";
import { factorsOf } from "@/lib/auth/factors/factors";
import { relyingParty, verifyAssertion } from "@/lib/auth/factors/webauthn";
import { reserveSecondFactorAttempt } from "@/lib/auth/sign-in/second-factor";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { PanelSession, SessionClient } from "@/lib/auth/session/session";
import { recentlyConfirmed } from "@/lib/auth/step-up/step-up";
import { spendTotpCode } from "@/lib/auth/factors/totp-factor";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** How an admin confirms: the authenticator code, else a passkey, else the password, else a new sign-in. */
export type ReauthenticationMethod = "totp" | "passkey" | "password" | "sign-in";

export const REAUTHENTICATE_TEXT = {
  invalidCode: SECOND_STEP_TEXT.invalid,
  invalidPassword: "That password is not right. Try again.",
  proofRequired: "Confirm with your passkey, your code or your password",
  signInAgain: "Sign in again to confirm it's you",
} as const;

type Tx = Prisma.TransactionClient;

const REFUSED = {
  totp: REAUTHENTICATE_TEXT.invalidCode,
  passkey: PASSKEY_TEXT.refused,
  password: REAUTHENTICATE_TEXT.invalidPassword,
} as const;

/** The admin's method, and whether a passkey may stand in for it (an admin with both an app and passkeys uses either). */
async function methodsFor(tx: Tx, userId: string): Promise<{ method: ReauthenticationMethod; passkey: boolean }> {
  const { totp, passkeys } = await factorsOf(tx, userId);
  if (totp || passkeys > 0) return { method: totp ? "totp" : "passkey", passkey: passkeys > 0 };
  const user = await tx.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return { method: user?.passwordHash ? "password" : "sign-in", passkey: false };
}

/** GET /api/account/step-up: whether the session is confirmed recently enough, and how it can confirm. */
export async function stepUpStatus(
  session: PanelSession,
): Promise<{ recent: boolean; method: ReauthenticationMethod; passkey: boolean }> {
  return { recent: recentlyConfirmed(session), ...(await methodsFor(db, session.user.id)) };
}

export type Proof = { code?: string; password?: string; passkey?: AuthenticationResponseJSON };

const given = (method: ReauthenticationMethod, proof: Proof) =>
  Boolean(method === "totp" ? proof.code : method === "passkey" ? proof.passkey : proof.password);

/** The reservation for this method's attempt, and how to give it back after a success. */
async function reserve(method: ReauthenticationMethod, session: PanelSession, ip: string | null) {
  if (method === "password") {
    const attempt = { email: session.user.email ?? "", ip };
    return { wait: await reserveSignInAttempt(attempt), release: () => releaseSignInAttempt(attempt) };
  }
  return reserveSecondFactorAttempt(session.user.id, ip);
}

async function proofHolds(
  tx: Tx,
  method: ReauthenticationMethod,
  session: PanelSession,
  proof: Proof,
  origin: string,
): Promise<boolean> {
  const userId = session.user.id;
  if (method === "totp") return spendTotpCode(tx, userId, proof.code?.trim() ?? "");
  if (method === "passkey") {
    return (
      proof.passkey !== undefined &&
      (await verifyAssertion(tx, relyingParty(origin), proof.passkey, { purpose: "step-up", sid: session.sid, userId }))
        .passkey !== null
    );
  }
  const user = await tx.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return verifyPassword(user?.passwordHash ?? null, proof.password ?? "");
}

/** POST /api/account/reauthenticate: renews the session's confirmation, or refuses (400 wrong proof, 429 throttled, 409 sign in again). */
export async function reauthenticate(
  session: PanelSession,
  proof: Proof,
  client: SessionClient,
  origin: string,
): Promise<{ confirmedAt: string }> {
  const { user } = session;
  const methods = await methodsFor(db, user.id);
  const method = proof.passkey && methods.passkey ? "passkey" : methods.method;
  if (method === "sign-in") throw new ApiError(409, REAUTHENTICATE_TEXT.signInAgain);
  if (!given(method, proof)) throw new ApiError(400, REAUTHENTICATE_TEXT.proofRequired);
  const { wait, release } = await reserve(method, session, client.ip);
  if (wait !== null) throw new ApiError(429, throttledMessage(wait));

  const target = userTarget(user);
  const confirmedAt = await db.$transaction(async (tx) => {
    if (!(await proofHolds(tx, method, session, proof, origin))) {
      await recordAudit(tx, {
        actor: user,
        action: "auth.reauthentication_failed",
        ...target,
        details: { method, ip: client.ip },
      });
      return null;
    }
    const now = new Date();
    await tx.session.updateMany({ where: { sid: session.sid }, data: { confirmedAt: now } });
    await recordAudit(tx, {
      actor: user,
      action: "auth.reauthenticated",
      ...target,
      details: { method, ip: client.ip },
    });
    return now;
  });
  if (!confirmedAt) throw new ApiError(400, REFUSED[method]);
  await release();
  return { confirmedAt: confirmedAt.toISOString() };
}
