// An admin's second factors, counted together: a confirmed authenticator app
// and any number of passkeys. Changes to them take the user's row lock first,
// so that two removals at once cannot both see "another factor is left".
import { ACCOUNT_ERRORS } from "@/lib/account/messages";
import { conflict, type ApiError } from "@/lib/api/errors";
import { factorRequired } from "@/lib/auth/factors/mfa-policy";
import type { SessionUser } from "@/lib/auth/session/session";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Pick<Prisma.TransactionClient, "totpFactor" | "passkey">;

export type Factors = { totp: boolean; passkeys: number };

export async function factorsOf(tx: Tx, userId: string): Promise<Factors> {
  const totp = (await tx.totpFactor.count({ where: { userId, confirmedAt: { not: null } } })) > 0;
  return { totp, passkeys: await tx.passkey.count({ where: { userId } }) };
}

export const factorCount = ({ totp, passkeys }: Factors) => Number(totp) + passkeys;

export async function hasSecondFactor(tx: Tx, userId: string): Promise<boolean> {
  return factorCount(await factorsOf(tx, userId)) > 0;
}

/** Serialises changes to one user's factors: call first in the transaction that adds or removes one. */
export async function lockFactors(tx: Pick<Prisma.TransactionClient, "$queryRaw">, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
}

/**
 * Removes a factor of the admin's under the factor lock (`remove` answers null when there is no
 * such factor: `missing` is thrown). The last factor cannot go while the policy requires one, and
 * the recovery codes go with it. Answers what `remove` answered.
 */
export async function removeFactor<T>(
  tx: Prisma.TransactionClient,
  user: SessionUser,
  remove: () => Promise<T | null>,
  missing: ApiError,
): Promise<T> {
  await lockFactors(tx, user.id);
  const last = factorCount(await factorsOf(tx, user.id)) === 1;
  const removed = await remove();
  if (removed === null) throw missing;
  // Thrown after the delete: the transaction takes it back.
  if (last && factorRequired(user)) throw conflict(ACCOUNT_ERRORS.lastFactor);
  if (last) await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
  return removed;
}
