// A passwordless sign-in with a passkey: both factors at once (the passkey
// holds a key and verified its user with a fingerprint, face or PIN), so the
// session it starts is complete. The challenge is bound to the browser by a
// cookie, and how many an address may ask for unanswered is throttled: each
// one is a row until it expires.
import "server-only";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { recordAudit } from "@/lib/audit/write-entry";
import { authenticationOptions, relyingParty, verifyAssertion } from "@/lib/auth/factors/webauthn";
import { releaseAttempt, reserveAttempt, type Counter } from "@/lib/auth/sign-in/rate-limit";
import type { SessionClient } from "@/lib/auth/session/session";
import { startSession, type NextStep } from "@/lib/auth/sign-in/sign-in";
import { db } from "@/lib/db";
import { addressNetwork } from "@/lib/http/client-ip";

export const PASSKEY_SIGN_IN_LIMIT = { points: 30, windowSeconds: 15 * 60 } as const;

const counterFor = (ip: string | null): Counter => ({
  key: `passkey-sign-in:address:${ip === null ? "unknown" : addressNetwork(ip)}`,
  limit: PASSKEY_SIGN_IN_LIMIT,
});

type Started =
  | { outcome: "ready"; options: PublicKeyCredentialRequestOptionsJSON }
  | { outcome: "throttled"; retryAfterSeconds: number };

/** The options (and challenge) of a sign-in from this address, unless it has asked for too many left unanswered. */
export async function startPasskeySignIn(origin: string, ip: string | null): Promise<Started> {
  const rp = relyingParty(origin);
  const retryAfterSeconds = await reserveAttempt([counterFor(ip)]);
  if (retryAfterSeconds !== null) return { outcome: "throttled", retryAfterSeconds };
  return { outcome: "ready", options: await db.$transaction((tx) => authenticationOptions(tx, rp, "sign-in", null)) };
}

type PasskeySignIn = { outcome: "signed-in"; sid: string; next: NextStep } | { outcome: "invalid" };

/**
 * The passkey's answer to the challenge in this browser's cookie. A refusal that spent a live
 * challenge is recorded without an account (the answer names none that held), like a refused
 * password; one that answered no challenge is not, so audit rows are bounded by the throttled challenges.
 */
export async function signInWithPasskey(
  passkey: AuthenticationResponseJSON,
  browserChallenge: string | null,
  client: SessionClient,
  origin: string,
): Promise<PasskeySignIn> {
  const rp = relyingParty(origin);
  const used = await db.$transaction(async (tx) => {
    const { passkey: found, challengeSpent } = await verifyAssertion(tx, rp, passkey, {
      purpose: "sign-in",
      browserChallenge,
    });
    if (!found && challengeSpent)
      await recordAudit(tx, {
        actor: null,
        action: "auth.sign_in_failed",
        targetType: "user",
        targetId: null,
        targetLabel: "passkey",
        details: { method: "passkey", ip: client.ip },
      });
    return found;
  });
  if (!used) return { outcome: "invalid" };
  // An answered challenge no longer counts against the address.
  await releaseAttempt(null, [counterFor(client.ip).key]);
  return { outcome: "signed-in", ...(await startSession(used.userId, "passkey", client, used.name)) };
}
