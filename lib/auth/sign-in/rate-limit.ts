// Throttling: fixed-window counters in PostgreSQL (rate_limits), so every
// instance sees the same counts and memory holds nothing per client. The
// password sign-in has three counters per attempt (see docs/decisions/sign-in.md for the numbers and
// for attempts whose address is unknown):
// - account at address: the one a guesser hits first, without locking the real
//   admin out from anywhere else;
// - address, across accounts: one password sprayed over many emails;
// - account, across addresses: a slow, distributed attack on one account.
import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addressNetwork } from "@/lib/http/client-ip";

export type SignInAttempt = { email: string; ip: string | null };

type Limit = { points: number; windowSeconds: number };
export type Counter = { key: string; limit: Limit };

export const SIGN_IN_LIMITS = {
  accountAddress: { points: 10, windowSeconds: 15 * 60 },
  address: { points: 50, windowSeconds: 15 * 60 },
  account: { points: 100, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

type SignInCounter = keyof typeof SIGN_IN_LIMITS;

const PURGE_INTERVAL_MS = 60 * 1000;
const PURGE_BATCH = 5000;

// The database's clock, in UTC like every timestamp(3) column: instances agree on one clock.
const NOW = Prisma.raw("(now() AT TIME ZONE 'UTC')");

function emailDigest(email: string): string {
  const normalized = email.normalize("NFC").trim().toLowerCase();
  return crypto.createHash("sha256").update(normalized).digest("base64url");
}

/**
 * The row key of each counter that applies: the email only as a hash (no
 * address book in the table, and a bounded key whatever its length); the
 * address in clear, so an operator can lift a block. Without an address only
 * the account-wide counter applies (see docs/decisions/sign-in.md).
 */
export function signInCounterKeys({ email, ip }: SignInAttempt): Partial<Record<SignInCounter, string>> {
  const digest = emailDigest(email);
  const account = `sign-in:account:${digest}`;
  if (ip === null) return { account };
  const network = addressNetwork(ip);
  return {
    accountAddress: `sign-in:account-address:${digest}:${network}`,
    address: `sign-in:address:${network}`,
    account,
  };
}

function countersOf(attempt: SignInAttempt): Counter[] {
  return Object.entries(signInCounterKeys(attempt)).map(([counter, key]) => ({
    limit: SIGN_IN_LIMITS[counter as SignInCounter],
    key,
  }));
}

/**
 * Reserves one attempt on every counter given, before the check it guards, in
 * one atomic statement (the `reserve_attempt` function): a burst gets exactly
 * the designed number of checks, and a refused attempt counts nowhere. A
 * reservation stands as a failure unless `releaseAttempt` gives it back.
 * Returns null when reserved, else the seconds to wait.
 */
export async function reserveAttempt(counters: readonly Counter[]): Promise<number | null> {
  const [row] = await db.$queryRaw<{ wait: number | null }[]>`
    SELECT "reserve_attempt"(
      ${counters.map(({ key }) => key)}::text[],
      ${counters.map(({ limit }) => limit.windowSeconds)}::int[],
      ${counters.map(({ limit }) => limit.points)}::int[]) AS "wait"`;
  await purgeIfDue();
  return row?.wait ?? null;
}

/** After a success: deletes the `forget` counter (the guesser's own), and gives the reservation back to the `shared` ones. */
export async function releaseAttempt(forget: string | null, shared: readonly string[]): Promise<void> {
  // A function of the migration: it locks the counters in reserve_attempt's order first (no deadlock between the two).
  await db.$executeRaw`SELECT "release_attempt"(${forget}::text, ${shared}::text[])`;
}

export const reserveSignInAttempt = (attempt: SignInAttempt) => reserveAttempt(countersOf(attempt));

/**
 * After a successful sign-in: forget this account's failures from this address,
 * and give the reservation back to the others. The address and account-wide
 * failures stay: a sprayer or a botnet that also holds one working password
 * must not get a fresh budget from it.
 */
export async function releaseSignInAttempt(attempt: SignInAttempt): Promise<void> {
  const { accountAddress = null, ...shared } = signInCounterKeys(attempt);
  await releaseAttempt(accountAddress, Object.values(shared));
}

/** Deletes up to `limit` expired counters; returns how many went. */
export async function purgeExpiredRateLimits(limit = PURGE_BATCH): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "rate_limits" WHERE ctid IN (SELECT ctid FROM "rate_limits" WHERE "expires_at" <= ${NOW} LIMIT ${limit})`;
}

let nextPurgeAt = 0;

// At most once a minute per process, and again at once while a full batch came
// back: the table stays about as large as one hour of failures.
async function purgeIfDue(): Promise<void> {
  if (Date.now() < nextPurgeAt) return;
  nextPurgeAt = Date.now() + PURGE_INTERVAL_MS;
  if ((await purgeExpiredRateLimits()) === PURGE_BATCH) nextPurgeAt = 0;
}
