// Second factors for tests: an authenticator app turned on as enrolment would
// (its secret returned, so a test computes codes as the app does), and the
// cookie of a session that gave its password and owes its second factor.
import { sessionCookieName } from "@/lib/auth/config";
import { sealFactorSecret } from "@/lib/auth/factors/factor-secrets";
import { replaceRecoveryCodes } from "@/lib/auth/factors/recovery-codes";
import { createSession, sessionToken } from "@/lib/auth/session/session";
import { newTotpSecret } from "@/lib/auth/factors/totp";
import { db } from "@/lib/db";

export async function enrolTotp(userId: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = newTotpSecret();
  await db.totpFactor.create({ data: { userId, secret: sealFactorSecret(secret), confirmedAt: new Date() } });
  return { secret, recoveryCodes: await replaceRecoveryCodes(db, userId) };
}

/** An enrolment begun but not confirmed: the secret the QR code showed. */
export async function beginTotp(userId: string): Promise<string> {
  const secret = newTotpSecret();
  await db.totpFactor.create({ data: { userId, secret: sealFactorSecret(secret) } });
  return secret;
}

export async function pendingSessionCookie(userId: string): Promise<string> {
  const sid = await createSession(userId, "password", db, { pendingFactor: true });
  return `${sessionCookieName()}=${await sessionToken(sid)}`;
}

/** A code of an earlier step, long out of the accepted window: a wrong code that has the right shape. */
export const staleCode = (code: (now: number) => string) => code(Date.now() - 10 * 60 * 1000);

/** The MFA_REQUIRED policy for each test of the enclosing describe, put back after. */
export function withPolicy(policy: string) {
  const configured = process.env.MFA_REQUIRED;
  beforeEach(() => void (process.env.MFA_REQUIRED = policy));
  afterEach(
    () => void (configured === undefined ? delete process.env.MFA_REQUIRED : (process.env.MFA_REQUIRED = configured)),
  );
}
