// Sign-in throttling over the real database: the three limits, their
// Retry-After, what a success gives back, expiry, purging, bursts, and two
// instances that share nothing but PostgreSQL.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import { promisify } from "node:util";
import { db } from "@/lib/db";
import {
  purgeExpiredRateLimits,
  releaseSignInAttempt,
  reserveSignInAttempt,
  SIGN_IN_LIMITS,
  signInCounterKeys,
  type SignInAttempt,
} from "@/lib/auth/sign-in/rate-limit";
import { uniqueTag } from "../helpers/fixtures";

const run = promisify(execFile);
const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

const uniqueEmail = () => `throttle-${uniqueTag()}@example.test`;
const uniqueIp = () => `10.${[...crypto.randomBytes(3)].join(".")}`;
const uniqueAttempt = (): SignInAttempt => ({ email: uniqueEmail(), ip: uniqueIp() });

/** Failed attempts: reservations never given back, each of which must have been granted. */
async function fail(attempt: SignInAttempt, times: number) {
  for (let failure = 0; failure < times; failure++) expect(await reserveSignInAttempt(attempt)).toBeNull();
}

const points = async (key: string | undefined) =>
  (await db.rateLimit.findUnique({ where: { key: key! } }))?.points ?? null;

/** A Retry-After just taken: the whole window, less the `slack` seconds the test may have taken since it began. */
function expectWholeWindow(seconds: number | null, window: number, slack = 5) {
  expect(seconds).toBeGreaterThanOrEqual(window - slack);
  expect(seconds).toBeLessThanOrEqual(window);
}

/** Time passing: moves a counter's window end to `seconds` from now (negative: already over). */
async function endWindowIn(key: string, seconds: number) {
  await db.$executeRaw`UPDATE "rate_limits" SET "expires_at" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${seconds}) WHERE "key" = ${key}`;
}

// A second panel instance: another Node process with its own module state and
// pool, which makes failed attempts and prints the last one's answer. Whatever
// the two instances agree on can only have gone through PostgreSQL.
const SECOND_INSTANCE = `
  import { db } from "@/lib/db";
  import { reserveSignInAttempt } from "@/lib/auth/sign-in/rate-limit";
  async function main() {
    const { attempt, failures } = JSON.parse(process.env.THROTTLE_TASK ?? "");
    let answer = null;
    for (let failure = 0; failure < failures; failure++) answer = await reserveSignInAttempt(attempt);
    console.log(JSON.stringify(answer));
    await db.$disconnect();
  }
  void main();
`;

async function inSecondInstance(attempt: SignInAttempt, failures: number): Promise<number | null> {
  const env = { ...process.env, THROTTLE_TASK: JSON.stringify({ attempt, failures }) };
  const { stdout } = await run(
    "npx",
    ["tsx", "--import", "./scripts/node/server-only.mjs", "--eval", SECOND_INSTANCE],
    { cwd: process.cwd(), env },
  );
  return JSON.parse(stdout) as number | null;
}

describe("sign-in throttling", () => {
  it("blocks an account at one address after ten failures for fifteen minutes, and only at that address", async () => {
    const attempt = uniqueAttempt();
    await fail(attempt, SIGN_IN_LIMITS.accountAddress.points);
    expectWholeWindow(await reserveSignInAttempt(attempt), FIFTEEN_MINUTES);
    expect(await reserveSignInAttempt({ ...attempt, ip: uniqueIp() })).toBeNull();
    expect(await reserveSignInAttempt({ ...attempt, email: uniqueEmail() })).toBeNull();
  });

  it("blocks an address after fifty failures across accounts, whatever account it tries next", async () => {
    const ip = uniqueIp();
    for (let account = 0; account < SIGN_IN_LIMITS.address.points; account++)
      await fail({ email: uniqueEmail(), ip }, 1);
    expectWholeWindow(await reserveSignInAttempt({ email: uniqueEmail(), ip }), FIFTEEN_MINUTES);
    expect(await reserveSignInAttempt({ email: uniqueEmail(), ip: uniqueIp() })).toBeNull();
  });

  it("blocks an account everywhere for an hour after a hundred failures from many addresses, counted exactly under concurrency", async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.account.points }, () => reserveSignInAttempt({ email, ip: uniqueIp() })),
    );
    expect(answers.every((answer) => answer === null)).toBe(true);
    expect(await points(signInCounterKeys({ email, ip: null }).account)).toBe(SIGN_IN_LIMITS.account.points);
    expectWholeWindow(await reserveSignInAttempt({ email, ip: uniqueIp() }), ONE_HOUR);
    expectWholeWindow(await reserveSignInAttempt({ email, ip: null }), ONE_HOUR);
  });

  it("grants exactly the limit to a concurrent burst, and counts the refused attempts nowhere", async () => {
    const attempt = uniqueAttempt();
    const answers = await Promise.all(Array.from({ length: 200 }, () => reserveSignInAttempt(attempt)));
    expect(answers.filter((answer) => answer === null)).toHaveLength(SIGN_IN_LIMITS.accountAddress.points);
    const keys = signInCounterKeys(attempt);
    for (const key of Object.values(keys)) expect(await points(key)).toBe(SIGN_IN_LIMITS.accountAddress.points);
  });

  it("tells the seconds left until the last blocking window ends, never less than one", async () => {
    const attempt = uniqueAttempt();
    await fail(attempt, SIGN_IN_LIMITS.accountAddress.points);
    const keys = signInCounterKeys(attempt);
    await endWindowIn(keys.accountAddress!, 41.5);
    expect(await reserveSignInAttempt(attempt)).toBe(42);
    await endWindowIn(keys.accountAddress!, 0.5);
    expect(await reserveSignInAttempt(attempt)).toBe(1);
  });

  it("answers the longest wait when several limits block at once", async () => {
    const attempt = uniqueAttempt();
    await fail(attempt, SIGN_IN_LIMITS.accountAddress.points);
    for (let account = SIGN_IN_LIMITS.accountAddress.points; account < SIGN_IN_LIMITS.address.points; account++) {
      await fail({ email: uniqueEmail(), ip: attempt.ip }, 1);
    }
    const keys = signInCounterKeys(attempt);
    await endWindowIn(keys.accountAddress!, 100);
    await endWindowIn(keys.address!, 300);
    expect(await reserveSignInAttempt(attempt)).toBe(300);
  });

  it("after a success, forgets the account's failures at this address and gives the attempt back to the others", async () => {
    const attempt = uniqueAttempt();
    await fail(attempt, SIGN_IN_LIMITS.accountAddress.points);
    const keys = signInCounterKeys(attempt);
    await endWindowIn(keys.accountAddress!, -1);
    await fail(attempt, 1);
    await releaseSignInAttempt(attempt);
    expect(await points(keys.accountAddress)).toBeNull();
    expect(await points(keys.address)).toBe(SIGN_IN_LIMITS.accountAddress.points);
    expect(await points(keys.account)).toBe(SIGN_IN_LIMITS.accountAddress.points);
  });

  it("starts a fresh window once the old one is over", async () => {
    const attempt = uniqueAttempt();
    await fail(attempt, SIGN_IN_LIMITS.accountAddress.points);
    const keys = signInCounterKeys(attempt);
    for (const key of Object.values(keys)) await endWindowIn(key, -1);
    await fail(attempt, 1);
    const counter = await db.rateLimit.findUniqueOrThrow({ where: { key: keys.accountAddress! } });
    expect(counter.points).toBe(1);
    expect(counter.expiresAt.getTime() - Date.now()).toBeGreaterThan((FIFTEEN_MINUTES - 60) * 1000);
  });

  it("limits attempts without an address by the account-wide count alone, which they share with every address", async () => {
    const email = uniqueEmail();
    await fail({ email, ip: null }, SIGN_IN_LIMITS.accountAddress.points + 1);
    for (let address = SIGN_IN_LIMITS.accountAddress.points + 1; address < SIGN_IN_LIMITS.account.points; address++)
      await fail({ email, ip: uniqueIp() }, 1);
    expectWholeWindow(await reserveSignInAttempt({ email, ip: null }), ONE_HOUR);
    expectWholeWindow(await reserveSignInAttempt({ email, ip: uniqueIp() }), ONE_HOUR);
  });

  it("counts a huge unicode email under a short key", async () => {
    const attempt = { email: `${"ü😀".repeat(50_000)}@exämple.test${uniqueTag()}`, ip: uniqueIp() };
    await fail(attempt, SIGN_IN_LIMITS.accountAddress.points);
    expectWholeWindow(await reserveSignInAttempt(attempt), FIFTEEN_MINUTES);
    const rows = await db.rateLimit.findMany({ where: { key: { in: Object.values(signInCounterKeys(attempt)) } } });
    expect(rows).toHaveLength(3);
    for (const { key } of rows) expect(key.length).toBeLessThan(100);
  });

  it("keeps its counts only in the database: another process sees this one's failures, and this one its", async () => {
    const attempt = uniqueAttempt();
    const half = SIGN_IN_LIMITS.accountAddress.points / 2;
    await fail(attempt, half);
    expect(await inSecondInstance(attempt, half)).toBeNull();
    // The window began before two processes started, which takes seconds on a busy machine.
    expectWholeWindow(await inSecondInstance(attempt, 1), FIFTEEN_MINUTES, 60);
    expectWholeWindow(await reserveSignInAttempt(attempt), FIFTEEN_MINUTES, 60);
  });
});

describe("purging expired counters", () => {
  const seedCounters = async (expiresInSeconds: number[]) => {
    const keys = expiresInSeconds.map(() => `test:purge:${uniqueTag()}`);
    await db.rateLimit.createMany({
      data: keys.map((key, index) => ({
        key,
        points: 1,
        expiresAt: new Date(Date.now() + expiresInSeconds[index]! * 1000),
      })),
    });
    return keys;
  };
  const remaining = (keys: string[]) => db.rateLimit.count({ where: { key: { in: keys } } });

  it("deletes expired counters in bounded batches and keeps live ones", async () => {
    const [live, ...expired] = await seedCounters([600, -1, -60, -3600]);
    expect(await purgeExpiredRateLimits(1)).toBe(1);
    expect(await purgeExpiredRateLimits()).toBeGreaterThanOrEqual(expired.length - 1);
    expect(await remaining(expired)).toBe(0);
    expect(await remaining([live!])).toBe(1);
  });

  it("happens by itself when a fresh instance records its first failure", async () => {
    const expired = await seedCounters([-5, -10]);
    await inSecondInstance(uniqueAttempt(), 1);
    expect(await remaining(expired)).toBe(0);
  });
});
