// Recovery codes: ten single-use codes for an admin who lost their
// authenticator, shown once and kept only as SHA-256 hashes. Each holds about
// 79 random bits (16 letters of a 31-letter alphabet), and the admin's id is
// hashed with it: no one can work a code back from a copy of the table.
import crypto from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@/lib/account/messages";
import type { Prisma } from "@/lib/generated/prisma/client";

// No 0/o, 1/l/i: a code is read off paper.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 4;
const GROUP_LENGTH = 4;

type Tx = Pick<Prisma.TransactionClient, "recoveryCode">;

const randomGroup = () =>
  Array.from({ length: GROUP_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]!).join("");
const newCode = () => Array.from({ length: GROUPS }, randomGroup).join("-");

/** What was typed, as it was issued: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  const bare = typed.toLowerCase().replace(/[\s-]/g, "");
  return bare.length === GROUPS * GROUP_LENGTH
    ? (bare.match(new RegExp(`.{${GROUP_LENGTH}}`, "g")) ?? []).join("-")
    : bare;
}

const hash = (userId: string, code: string) =>
  crypto
    .createHash("sha256")
    .update(`${userId}\0${normalizeRecoveryCode(code)}`)
    .digest("hex");

/** Replaces the user's codes with ten new ones, returned in clear this once. */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hash(userId, code) })) });
  return codes;
}

/** Spends one code, atomically: true once, for a code that was issued and not used. */
export async function spendRecoveryCode(tx: Tx, userId: string, typed: string): Promise<boolean> {
  const { count } = await tx.recoveryCode.updateMany({
    where: { userId, codeHash: hash(userId, typed), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

export function recoveryCodesLeft(tx: Tx, userId: string): Promise<number> {
  return tx.recoveryCode.count({ where: { userId, usedAt: null } });
}
