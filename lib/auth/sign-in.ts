// Signing in and out, audited: the password check with its throttling, the
// session that a successful sign-in (password or OIDC) starts, and sign-out.
import { personLabelSelect, userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { releaseSignInAttempt, reserveSignInAttempt } from "@/lib/auth/rate-limit";
import { signInSchema } from "@/lib/auth/schema";
import { createSession, endSession } from "@/lib/auth/session";

type PasswordSignIn =
  | { outcome: "signed-in"; sid: string }
  | { outcome: "invalid" }
  | { outcome: "throttled"; retryAfterSeconds: number };

/** Starts a session and records the sign-in, as one transaction. */
export function startSession(userId: string, provider: string, ip: string | null): Promise<string> {
  return db.$transaction(async (tx) => {
    const sid = await createSession(userId, provider, tx);
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: personLabelSelect });
    await recordAudit(tx, { actor: user, action: "auth.sign_in", targetType: "user", targetId: userId, targetLabel: userLabel(user), details: { provider, ip } });
    return sid;
  });
}

/** Email + password. Every refusal looks the same to the caller, whether the account exists or not. */
export async function signInWithPassword(credentials: { email: string; password: string }, ip: string | null): Promise<PasswordSignIn> {
  const { email, password } = signInSchema.parse(credentials);
  const attempt = { email, ip };
  const retryAfterSeconds = await reserveSignInAttempt(attempt);
  if (retryAfterSeconds !== null) return { outcome: "throttled", retryAfterSeconds };

  const user = await db.user.findUnique({ where: { email }, select: { ...personLabelSelect, passwordHash: true } });
  // Unknown accounts pay for a hash check too (verifyPassword), so timing reveals nothing.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches) {
    // Nobody is signed in: the target is the account tried, or the email typed when there is none.
    await recordAudit(db, { actor: null, action: "auth.sign_in_failed", targetType: "user", targetId: user?.id ?? null, targetLabel: user ? userLabel(user) : email, details: { email, ip } });
    return { outcome: "invalid" };
  }
  await releaseSignInAttempt(attempt);
  return { outcome: "signed-in", sid: await startSession(user.id, "password", ip) };
}

/** Ends the session a cookie names and records the sign-out; nothing happens for an unknown session. */
export async function signOut(sid: string | null): Promise<void> {
  if (!sid) return;
  await db.$transaction(async (tx) => {
    const user = await endSession(tx, sid);
    if (user) await recordAudit(tx, { actor: user, action: "auth.sign_out", targetType: "user", targetId: user.id, targetLabel: userLabel(user) });
  });
}
