// WebAuthn challenges waiting for their answer (webauthn_challenges): each is
// good once, for a few minutes, and for what it was made for. One made for a
// session (registration, second step, step-up) is good for that session only;
// a passwordless sign-in's has no session, and its route binds it to the
// browser with a cookie.
import type { Prisma } from "@/lib/generated/prisma/client";

export type PasskeyPurpose = "register" | "second-factor" | "step-up" | "sign-in";

export const CHALLENGE_SECONDS = 5 * 60;

/** Why the routes that hand out a challenge write no audit row (apiRoute's and the route table's `audit`). */
export const CHALLENGE_NOT_AUDITED = {
  exempt: "stores a WebAuthn challenge, good once for a few minutes, that changes nothing until a passkey answers it",
};

type Tx = Pick<Prisma.TransactionClient, "webauthnChallenge">;

type Challenge = { challenge: string; purpose: PasskeyPurpose; sid: string | null; userHandle?: string };

/** Keeps a new challenge; a session's earlier one for the same purpose, and every expired one, go. */
export async function storeChallenge(
  tx: Tx,
  { challenge, purpose, sid, userHandle }: Challenge,
  now = Date.now(),
): Promise<void> {
  await tx.webauthnChallenge.deleteMany({
    where: { OR: [{ expiresAt: { lte: new Date(now) } }, ...(sid ? [{ sid, purpose }] : [])] },
  });
  await tx.webauthnChallenge.create({
    data: {
      challenge,
      purpose,
      sid,
      userHandle: userHandle ?? null,
      expiresAt: new Date(now + CHALLENGE_SECONDS * 1000),
    },
  });
}

/**
 * Spends a challenge made for `purpose` and `sid` (null: no session): the stored row when it was
 * still good, else null. The delete decides, so two answers to one challenge cannot both pass.
 */
export async function spendChallenge(
  tx: Tx,
  { challenge, purpose, sid }: Challenge,
  now = Date.now(),
): Promise<{ userHandle: string | null } | null> {
  const stored = await tx.webauthnChallenge.findUnique({ where: { challenge }, select: { userHandle: true } });
  const { count } = await tx.webauthnChallenge.deleteMany({
    where: { challenge, purpose, sid, expiresAt: { gt: new Date(now) } },
  });
  return stored && count === 1 ? stored : null;
}
