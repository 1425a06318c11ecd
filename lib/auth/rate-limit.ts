// Sign-in throttling: fixed-window failure counters in PostgreSQL (rate_limits),
// so every instance sees the same counts and memory holds nothing per client.
// Three counters per failed attempt (see docs/decisions.md for the numbers and
// for attempts whose address is unknown):
// - account at address: the one a guesser hits first, without locking the real
//   admin out from anywhere else;
// - address, across accounts: one password sprayed over many emails;
// - account, across addresses: a slow, distributed attack on one account.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addressNetwork } from "@/lib/http/client-ip";

export type SignInAttempt = { email: string; ip: string | null };

type Limit = { points: number; windowSeconds: number };

export const SIGN_IN_LIMITS = {
  accountAddress: { points: 10, windowSeconds: 15 * 60 },
  address: { points: 50, windowSeconds: 15 * 60 },
  account: { points: 100, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

type Counter = keyof typeof SIGN_IN_LIMITS;

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
 * the account-wide counter applies (see docs/decisions.md).
 */
export function signInCounterKeys({ email, ip }: SignInAttempt): Partial<Record<Counter, string>> {
  const digest = emailDigest(email);
  const account = `sign-in:account:${digest}`;
  if (ip === null) return { account };
  const network = addressNetwork(ip);
  return { accountAddress: `sign-in:account-address:${digest}:${network}`, address: `sign-in:address:${network}`, account };
}

function countersOf(attempt: SignInAttempt): { limit: Limit; key: string }[] {
  return Object.entries(signInCounterKeys(attempt)).map(([counter, key]) => ({ limit: SIGN_IN_LIMITS[counter as Counter], key }));
}

/** Seconds the caller must wait before another password attempt, or null when allowed. */
export async function signInRetryAfter(attempt: SignInAttempt): Promise<number | null> {
  const counters = countersOf(attempt);
  const rows = await db.$queryRaw<{ key: string; points: number; seconds: number }[]>`
    SELECT "key", "points", ceil(extract(epoch FROM "expires_at" - ${NOW}))::int AS "seconds"
      FROM "rate_limits" WHERE "key" = ANY(${counters.map(({ key }) => key)}::text[]) AND "expires_at" > ${NOW}`;
  const waits = counters.flatMap(({ limit, key }) => {
    const row = rows.find((candidate) => candidate.key === key);
    return row && row.points >= limit.points ? [Math.max(1, row.seconds)] : [];
  });
  return waits.length ? Math.max(...waits) : null;
}

/** Counts one failure on every counter that applies, in one statement; an expired window starts again at one. */
export async function recordSignInFailure(attempt: SignInAttempt): Promise<void> {
  const counters = countersOf(attempt);
  const keys = counters.map(({ key }) => key);
  const windows = counters.map(({ limit }) => limit.windowSeconds);
  // Rows locked in key order, the same in every statement, so concurrent failures never deadlock.
  await db.$executeRaw`
    INSERT INTO "rate_limits" ("key", "points", "expires_at")
    SELECT "key", 1, ${NOW} + make_interval(secs => "window")
      FROM unnest(${keys}::text[], ${windows}::int[]) AS counter("key", "window")
     ORDER BY "key"
    ON CONFLICT ("key") DO UPDATE SET
      "points" = CASE WHEN "rate_limits"."expires_at" <= ${NOW} THEN 1 ELSE "rate_limits"."points" + 1 END,
      "expires_at" = CASE WHEN "rate_limits"."expires_at" <= ${NOW} THEN EXCLUDED."expires_at" ELSE "rate_limits"."expires_at" END`;
  await purgeIfDue();
}

/**
 * After a successful sign-in: forget this account's failures from this address.
 * The address and account-wide counts stay: a sprayer or a botnet that also
 * holds one working password must not get a fresh budget from it.
 */
export async function clearSignInFailures(attempt: SignInAttempt): Promise<void> {
  const { accountAddress } = signInCounterKeys(attempt);
  if (accountAddress) await db.rateLimit.deleteMany({ where: { key: accountAddress } });
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
