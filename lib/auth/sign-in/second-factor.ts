// The second sign-in step: a session that gave its password (or single
// sign-on) and owes its second factor proves it with an authenticator code, a
// recovery code or a passkey. Throttled like the password (reserved before the check),
// audited either way; a success completes the session where it stands.
import "server-only";
import { unauthorized } from "@/lib/api/errors";
import { userTarget } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addressNetwork } from "@/lib/http/client-ip";
import { releaseAttempt, reserveAttempt, type Counter } from "@/lib/auth/sign-in/rate-limit";
import { recoveryCodesLeft, spendRecoveryCode } from "@/lib/auth/factors/recovery-codes";
import { factorsOf } from "@/lib/auth/factors/factors";
import { relyingParty, verifyAssertion } from "@/lib/auth/factors/webauthn";
import type { PanelSession, SessionClient } from "@/lib/auth/session/session";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { spendTotpCode } from "@/lib/auth/factors/totp-factor";

type Tx = Prisma.TransactionClient;

export const SECOND_FACTOR_LIMITS = {
  // As the password's account at one address: a guesser there is stopped, the admin elsewhere is not.
  accountAddress: { points: 10, windowSeconds: 15 * 60 },
  // Six digits are few: whoever got this far holds the password, and gets 20 guesses an hour from everywhere together…
  account: { points: 20, windowSeconds: 60 * 60 },
  // …and 50 a day, so months of patience buy almost nothing (docs/decisions/second-factors.md has the odds).
  accountDay: { points: 50, windowSeconds: 24 * 60 * 60 },
} as const;

/** The second step's counters; re-authentication with a code shares them, so neither gives more guesses. */
function secondFactorCounters(userId: string, ip: string | null): { own: Counter | null; shared: Counter[] } {
  const shared = [
    { key: `second-factor:account:${userId}`, limit: SECOND_FACTOR_LIMITS.account },
    { key: `second-factor:account-day:${userId}`, limit: SECOND_FACTOR_LIMITS.accountDay },
  ];
  const own =
    ip === null
      ? null
      : {
          key: `second-factor:account-address:${userId}:${addressNetwork(ip)}`,
          limit: SECOND_FACTOR_LIMITS.accountAddress,
        };
  return { own, shared };
}

/** Reserves a second-factor attempt; answers the wait, or how to give the reservation back after a success. */
export async function reserveSecondFactorAttempt(
  userId: string,
  ip: string | null,
): Promise<{ wait: number | null; release: () => Promise<void> }> {
  const { own, shared } = secondFactorCounters(userId, ip);
  const wait = await reserveAttempt(own ? [own, ...shared] : shared);
  return {
    wait,
    release: () =>
      releaseAttempt(
        own?.key ?? null,
        shared.map(({ key }) => key),
      ),
  };
}

export type SecondStep =
  { outcome: "verified" } | { outcome: "invalid" } | { outcome: "throttled"; retryAfterSeconds: number };

/** What proved it, as the audit entry records it. */
type Proof =
  | { secondFactor: "totp" }
  | { secondFactor: "recovery_code"; recoveryCodesLeft: number }
  | { secondFactor: "passkey"; passkey: string };

/** What the admin gave: a code (a six-digit one is the authenticator's, anything else a recovery code) or a passkey's answer. */
export type SecondStepProof = { code?: string; passkey?: AuthenticationResponseJSON };

async function spendProof(
  tx: Tx,
  session: PanelSession,
  { code, passkey }: SecondStepProof,
  origin: string,
): Promise<Proof | null> {
  const userId = session.user.id;
  if (passkey) {
    const { passkey: used } = await verifyAssertion(tx, relyingParty(origin), passkey, {
      purpose: "second-factor",
      sid: session.sid,
      userId,
    });
    return used ? { secondFactor: "passkey", passkey: used.name } : null;
  }
  const typed = (code ?? "").trim();
  if (/^\d{6}$/.test(typed)) return (await spendTotpCode(tx, userId, typed)) ? { secondFactor: "totp" } : null;
  if (!(await spendRecoveryCode(tx, userId, typed))) return null;
  return { secondFactor: "recovery_code", recoveryCodesLeft: await recoveryCodesLeft(tx, userId) };
}

/** Completes `session` (which owes its second factor) with `proof`, or counts a failure; `origin` is the panel's, for a passkey. */
export async function verifySecondStep(
  session: PanelSession,
  proof: SecondStepProof,
  client: SessionClient,
  origin: string,
): Promise<SecondStep> {
  const { user } = session;
  const { wait: retryAfterSeconds, release } = await reserveSecondFactorAttempt(user.id, client.ip);
  if (retryAfterSeconds !== null) return { outcome: "throttled", retryAfterSeconds };

  const verified = await db.$transaction(async (tx) => {
    const spent = await spendProof(tx, session, proof, origin);
    const target = userTarget(user);
    if (!spent) {
      const method = proof.passkey ? "passkey" : "code";
      await recordAudit(tx, {
        actor: user,
        action: "auth.second_factor_failed",
        ...target,
        details: { method, ip: client.ip },
      });
      return null;
    }
    // Only a session still owing its factor moves on; one that ended meanwhile keeps the code unspent.
    const { count } = await tx.session.updateMany({
      where: { sid: session.sid, pendingFactor: true },
      data: { pendingFactor: false, confirmedAt: new Date() },
    });
    if (count === 0) throw unauthorized();
    await recordAudit(tx, { actor: user, action: "auth.sign_in", ...target, details: { ip: client.ip, ...spent } });
    return spent;
  });
  if (!verified) return { outcome: "invalid" };
  await release();
  return { outcome: "verified" };
}

/** What the second step's page offers: the app's code (else recovery codes only) and a passkey's prompt. */
export async function secondStepFactors(userId: string): Promise<{ totp: boolean; passkey: boolean }> {
  const { totp, passkeys } = await factorsOf(db, userId);
  return { totp, passkey: passkeys > 0 };
}
