// Signing in and out, audited: the password check with its throttling, the
// session that a successful first step (password or OIDC) starts, and sign-out.
// An admin with a second factor gets a session that owes it; one whom the
// policy requires a factor of, and who has none, is sent to enrol first. A
// passkey's sign-in (passkey-sign-in.ts) is both steps at once: its session is complete.
import "server-only";
import { personLabelSelect, userLabel, userTarget } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import { factorRequired } from "@/lib/auth/factors/mfa-policy";
import { verifyPassword } from "@/lib/auth/sign-in/password";
import { releaseSignInAttempt, reserveSignInAttempt } from "@/lib/auth/sign-in/rate-limit";
import { signInSchema } from "@/lib/auth/schema";
import { hasSecondFactor } from "@/lib/auth/factors/factors";
import { createSession, endSession, sessionCache, type SessionClient } from "@/lib/auth/session/session";

/** Where a new session goes next: its second factor, an enrolment, or (null) the panel. */
export type NextStep = "second-factor" | "enrolment" | null;

type PasswordSignIn =
  | { outcome: "signed-in"; sid: string; next: NextStep }
  | { outcome: "invalid" }
  | { outcome: "throttled"; retryAfterSeconds: number };

const NO_CLIENT: SessionClient = { ip: null, userAgent: null };

/**
 * Starts a session after a first step (password or OIDC) and records it, as one transaction:
 * `auth.sign_in` when that is all it takes, `auth.second_factor_required` when the session owes its
 * factor. A passkey's sign-in gives the name of the passkey that proved both.
 */
export function startSession(
  userId: string,
  provider: string,
  client: SessionClient = NO_CLIENT,
  passkey?: string,
): Promise<{ sid: string; next: NextStep }> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { ...personLabelSelect, isAdmin: true, isSuperadmin: true },
    });
    const owesFactor = passkey === undefined && (await hasSecondFactor(tx, userId));
    const next: NextStep = owesFactor
      ? "second-factor"
      : passkey === undefined && factorRequired(user)
        ? "enrolment"
        : null;
    const sid = await createSession(userId, provider, tx, { client, pendingFactor: owesFactor });
    const action = owesFactor ? "auth.second_factor_required" : "auth.sign_in";
    const details = { provider, ip: client.ip, ...(passkey === undefined ? {} : { passkey }) };
    await recordAudit(tx, { actor: user, action, ...userTarget(user), details });
    return { sid, next };
  });
}

/** Email + password. Every refusal looks the same to the caller, whether the account exists or not. */
export async function signInWithPassword(
  credentials: { email: string; password: string },
  client: SessionClient,
): Promise<PasswordSignIn> {
  const { email, password } = signInSchema.parse(credentials);
  const attempt = { email, ip: client.ip };
  const retryAfterSeconds = await reserveSignInAttempt(attempt);
  if (retryAfterSeconds !== null) return { outcome: "throttled", retryAfterSeconds };

  const user = await db.user.findUnique({ where: { email }, select: { ...personLabelSelect, passwordHash: true } });
  // Unknown accounts pay for a hash check too (verifyPassword), so timing reveals nothing.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches) {
    // Nobody is signed in: the target is the account tried, or the email typed when there is none.
    await recordAudit(db, {
      actor: null,
      action: "auth.sign_in_failed",
      targetType: "user",
      targetId: user?.id ?? null,
      targetLabel: user ? userLabel(user) : email,
      details: { email, ip: client.ip },
    });
    return { outcome: "invalid" };
  }
  await releaseSignInAttempt(attempt);
  return { outcome: "signed-in", ...(await startSession(user.id, "password", client)) };
}

/** Ends the session a cookie names and records the sign-out; nothing happens for an unknown session. */
export async function signOut(sid: string | null): Promise<void> {
  if (!sid) return;
  await db.$transaction(async (tx) => {
    const user = await endSession(tx, sid);
    if (user) await recordAudit(tx, { actor: user, action: "auth.sign_out", ...userTarget(user) });
  });
  // Here at once, not when the notification comes: a copy of the cookie is dead from now on.
  sessionCache.forget(sid);
}
