// An admin's authenticator app as stored (totp_factors): enrolment begun,
// confirmed with a first code, codes spent once each (the accepted 30-second
// step is recorded in the same statement that checks it, so two requests with
// one code cannot both pass), and removal.
import type { Prisma } from "@/lib/generated/prisma/client";
import { openFactorSecret, sealFactorSecret } from "@/lib/auth/factors/factor-secrets";
import { newTotpSecret, totpCodeStep, totpUri } from "@/lib/auth/factors/totp";

type Tx = Pick<Prisma.TransactionClient, "totpFactor">;

/** A new secret for the user, replacing an enrolment begun before (a confirmed factor stays until confirmed anew). */
export async function beginTotpEnrolment(
  tx: Tx,
  userId: string,
  accountName: string,
): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  const sealed = sealFactorSecret(secret);
  await tx.totpFactor.upsert({
    where: { userId },
    create: { userId, secret: sealed },
    update: { secret: sealed, confirmedAt: null, lastUsedStep: null, createdAt: new Date() },
  });
  return { secret, uri: totpUri(secret, accountName) };
}

async function storedSecret(tx: Tx, userId: string, confirmed: boolean): Promise<string | null> {
  const factor = await tx.totpFactor.findUnique({ where: { userId }, select: { secret: true, confirmedAt: true } });
  if (!factor || (factor.confirmedAt !== null) !== confirmed) return null;
  return openFactorSecret(factor.secret);
}

/** Spends `code` of the confirmed factor: true once for a current code, never twice for one step or an older one. */
export async function spendTotpCode(tx: Tx, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const secret = await storedSecret(tx, userId, true);
  const step = secret ? totpCodeStep(secret, code, now) : null;
  if (step === null) return false;
  const { count } = await tx.totpFactor.updateMany({
    where: { userId, confirmedAt: { not: null }, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return count === 1;
}

/** Confirms an enrolment with its first code; true when it was confirmed now. */
export async function confirmTotpEnrolment(tx: Tx, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const secret = await storedSecret(tx, userId, false);
  const step = secret ? totpCodeStep(secret, code, now) : null;
  if (step === null) return false;
  const { count } = await tx.totpFactor.updateMany({
    where: { userId, confirmedAt: null },
    data: { confirmedAt: new Date(now), lastUsedStep: step },
  });
  return count === 1;
}
