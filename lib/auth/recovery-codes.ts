// Recovery codes: ten single-use codes for an admin who lost their
// authenticator, shown once and kept only as SHA-256 hashes (each holds about
// 50 random bits, so a fast hash is enough: nobody can guess one from it).
import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code is read off paper.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const HALF = 5;

type Tx = Pick<Prisma.TransactionClient, "recoveryCode">;

const randomHalf = () => Array.from({ length: HALF }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]!).join("");

const newCode = () => `${randomHalf()}-${randomHalf()}`;

/** What was typed, as it was issued: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  const bare = typed.toLowerCase().replace(/[\s-]/g, "");
  return bare.length === HALF * 2 ? `${bare.slice(0, HALF)}-${bare.slice(HALF)}` : bare;
}

const hash = (code: string) => crypto.createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

/** Replaces the user's codes with ten new ones, returned in clear this once. */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hash(code) })) });
  return codes;
}

/** Spends one code, atomically: true once, for a code that was issued and not used. */
export async function spendRecoveryCode(tx: Tx, userId: string, typed: string): Promise<boolean> {
  const { count } = await tx.recoveryCode.updateMany({ where: { userId, codeHash: hash(typed), usedAt: null }, data: { usedAt: new Date() } });
  return count === 1;
}

export function recoveryCodesLeft(tx: Tx, userId: string): Promise<number> {
  return tx.recoveryCode.count({ where: { userId, usedAt: null } });
}
