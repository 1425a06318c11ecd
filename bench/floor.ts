// npm run bench -- floor: what a signed-in request costs against the framework's own floor,
// `GET /api/health` (a Next route handler, no session), in the same server. The production
// server (`npm start`'s server.ts; `npm run build` first) on the seed's 200 users (BENCH_USERS:
// the users benchmark database of that size instead) is loaded with autocannon (16 keep-alive
// connections) in short slices, the floor between every two calls' slices: floor, session
// check, floor, overview, floor, … for BENCH_FLOOR_PAIRS (7) rounds of every call. A slice's
// share is its requests/second over the mean of the floor slices on either side of it, and a
// call is judged by the median of its shares: whatever else the machine does shifts a call and
// its floor alike, seconds apart, and a burst that hits one slice moves one share, not the
// verdict. The shares' lowest and highest are printed too. It runs on this machine's Node and
// on Node 24 (scripts/node24.sh), each with one worker and with WEB_CONCURRENCY=2. Targets on
// every run: the session check ≥ 85% of the floor, the overview ≥ 65%, the users' first page
// and a search ≥ 50% (at 200 users: with more, the search's share is reported; its one-client
// p95 is judged, bench/floor-search.ts); the users' first page with an API token at least 95% of
// the same call with the session cookie; any status but 200 fails the bench, and so does a
// search that misses a user created just before it.
import { execFileSync } from "node:child_process";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { searchOneClient, searchSeesNewUser } from "./floor-search";
import { run, type Outcome } from "./load";
import { signIn, startPanelServer, type ServerOptions } from "./panel-server";
import { median, summarise } from "./stats";
import { BENCH_PASSWORD, createMillionUserDatabase, seededBenchDatabase } from "./users-database";

const SLICE_SECONDS = Number(process.env.BENCH_FLOOR_SLICE_SECONDS ?? 1);
const PAIRS = Number(process.env.BENCH_FLOOR_PAIRS ?? 7);
const WARMUP_SECONDS = 1;
// autocannon stops at a sample tick (1 s by default): ticks every 100 ms end a slice on time.
const SAMPLE_MS = 100;
const CONNECTIONS = 16;

/**
 * `seedSizeOnly`: the target holds on the seed's 200 users; on a larger database the share is reported. `token`: the
 * call is made with an API token (Authorization: Bearer) instead of the session cookie.
 */
type Call = { name: string; path: string; signedIn: boolean; target?: number; seedSizeOnly?: true; token?: true };

const FLOOR: Call = { name: "GET /api/health (the floor)", path: "/api/health", signedIn: false };
const SEARCH: Call = {
  name: 'users search "smith"',
  path: "/api/admin/users?limit=20&search=smith",
  signedIn: true,
  target: 0.5,
  seedSizeOnly: true,
};
const USERS_PAGE: Call = {
  name: "GET /api/admin/users?limit=20",
  path: "/api/admin/users?limit=20",
  signedIn: true,
  target: 0.5,
};
// A token's throughput is measured, not its throttle: the bench server lets it make as many calls as it can.
const UNTHROTTLED = { API_TOKEN_REQUESTS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) };
/** A token is judged no slower than a session at this share of the session's rate (slices seconds apart vary a little). */
const TOKEN_SHARE_OF_SESSION = 0.95;

const CALLS: Call[] = [
  { name: "GET /api/auth/user (session check)", path: "/api/auth/user", signedIn: true, target: 0.85 },
  { name: "GET /api/admin/analytics/overview", path: "/api/admin/analytics/overview", signedIn: true, target: 0.65 },
  USERS_PAGE,
  // The same call with an API token: a token's check must cost no more than a session's (judged below).
  { ...USERS_PAGE, name: "GET /api/admin/users?limit=20 (API token)", token: true },
  SEARCH,
];

/**
 * `rps`: the median slice's requests/second. `shares`: each slice's share of the floor; for the
 * floor itself, each floor slice against the floor's median, how far the machine drifted.
 */
type Measured = { call: Call; rps: number; shares: number[]; outcome: Outcome; slices: Outcome[] };

type Credentials = { cookie: string; token: string };

function headersFor(call: Call, { cookie, token }: Credentials): Record<string, string> {
  if (call.token) return { authorization: `Bearer ${token}` };
  return call.signedIn ? { cookie } : {};
}

async function slice(url: string, call: Call, credentials: Credentials, seconds = SLICE_SECONDS): Promise<Outcome> {
  const headers = headersFor(call, credentials);
  return run(
    {
      name: call.name,
      expected: [200],
      options: { url: `${url}${call.path}`, connections: CONNECTIONS, headers, sampleInt: SAMPLE_MS },
    },
    seconds,
  );
}

const rate = (outcome: Outcome) => outcome.latencies.length / outcome.seconds;

/** One call's slices as one outcome. */
function merged(outcomes: Outcome[]): Outcome {
  const statuses = new Map<number, number>();
  for (const { statuses: each } of outcomes)
    for (const [status, count] of each) statuses.set(status, (statuses.get(status) ?? 0) + count);
  return {
    ...outcomes[0]!,
    seconds: outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0),
    latencies: outcomes.flatMap((outcome) => outcome.latencies),
    statuses,
    errors: outcomes.reduce((sum, outcome) => sum + outcome.errors, 0),
    timeouts: outcomes.reduce((sum, outcome) => sum + outcome.timeouts, 0),
  };
}

function failures({ call, outcome, slices }: Measured): string[] {
  const unexpected = [...outcome.statuses].filter(([status]) => status !== 200);
  // A server that answers nothing for a whole slice has stalled: its shares are no measure.
  const silent = slices.filter((each) => each.latencies.length === 0).length;
  return [
    ...(silent ? [`${call.name}: no answer within ${silent} of ${slices.length} slices`] : []),
    ...(outcome.errors || outcome.timeouts
      ? [`${call.name}: ${outcome.errors} errors, ${outcome.timeouts} timeouts`]
      : []),
    ...unexpected.map(([status, count]) => `${call.name}: ${count} answers ${status}`),
  ];
}

function table(title: string, measured: Measured[], seedSize: boolean): { lines: string[]; met: boolean } {
  let met = true;
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  const lines = measured.map(({ call, rps, shares, outcome }) => {
    const share = call === FLOOR ? 1 : median(shares);
    const judged = call.target !== undefined && (seedSize || !call.seedSizeOnly);
    const ok = !judged || share >= call.target!;
    met &&= ok;
    const { p50, p95, p99 } = summarise(outcome.latencies);
    const ms = (value: number) => value.toFixed(1).padStart(7);
    const target =
      call.target === undefined ? "" : `  ≥ ${percent(call.target)}  ${judged ? (ok ? "ok" : "UNDER") : "reported"}`;
    const spread = `${percent(Math.min(...shares))}–${percent(Math.max(...shares))}`;
    return `${call.name.padEnd(40)} ${rps.toFixed(0).padStart(7)} ${percent(share).padStart(6)} ${spread.padStart(10)} ${ms(p50)} ${ms(p95)} ${ms(p99)}${target}`;
  });
  const header = `${"call".padEnd(40)} ${"req/s".padStart(7)} ${"floor".padStart(6)} ${"pairs".padStart(10)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)}  target`;
  return { lines: [title, header, ...lines], met };
}

/** The Node versions the floor is measured on: this machine's, and Node 24 (installed on first use). */
function nodeVersions(): { label: string; node: string }[] {
  const node24 = execFileSync("bash", ["scripts/node24.sh"], { encoding: "utf8" }).trim();
  return [
    { label: `Node ${process.version}`, node: process.execPath },
    { label: `Node ${execFileSync(node24, ["--version"], { encoding: "utf8" }).trim()}`, node: node24 },
  ];
}

/** Floor, call, floor, next call, …: each call slice between two floor slices, each floor slice shared by two calls. */
async function alternate(url: string, credentials: Credentials): Promise<Measured[]> {
  const floorSlices = [await slice(url, FLOOR, credentials)];
  const callSlices = CALLS.map((): Outcome[] => []);
  const shares = CALLS.map((): number[] => []);
  for (let pair = 0; pair < PAIRS; pair++)
    for (const [index, call] of CALLS.entries()) {
      const before = floorSlices.at(-1)!;
      const measured = await slice(url, call, credentials);
      const after = await slice(url, FLOOR, credentials);
      callSlices[index]!.push(measured);
      floorSlices.push(after);
      shares[index]!.push(rate(measured) / ((rate(before) + rate(after)) / 2));
    }
  const floorRps = median(floorSlices.map(rate));
  return [
    {
      call: FLOOR,
      rps: floorRps,
      shares: floorSlices.map((outcome) => rate(outcome) / floorRps),
      outcome: merged(floorSlices),
      slices: floorSlices,
    },
    ...CALLS.map((call, index) => ({
      call,
      rps: median(callSlices[index]!.map(rate)),
      shares: shares[index]!,
      outcome: merged(callSlices[index]!),
      slices: callSlices[index]!,
    })),
  ];
}

/** An API token of the signed-in admin's, for the token call. */
async function createBenchToken(url: string, cookie: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/tokens`, {
    method: "POST",
    headers: { cookie, Origin: url, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: `bench ${Date.now()}`,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      permissions: ["users.read"],
    }),
  });
  if (response.status !== 201)
    throw new Error(`Creating a token answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { secret: string }).secret;
}

/** A token's call against its session twin: UNDER when the token serves fewer requests a second. */
function tokenAgainstSession(measured: Measured[]): { line: string; met: boolean } {
  const token = measured.find(({ call }) => call.token)!;
  const session = measured.find(({ call }) => call.path === token.call.path && !call.token)!;
  const share = median(token.shares) / median(session.shares);
  const met = share >= TOKEN_SHARE_OF_SESSION;
  return {
    line: `API token against session cookie on ${token.call.path}: ${(share * 100).toFixed(0)}% (≥ ${TOKEN_SHARE_OF_SESSION * 100}%) ${met ? "ok" : "UNDER"}`,
    met,
  };
}

type ServerResult = { measured: Measured[]; search: { lines: string[]; met: boolean }; stale: string[] };

async function measureServer(databaseUrl: string, options: ServerOptions & { workers: number }): Promise<ServerResult> {
  const server = await startPanelServer(databaseUrl, { ...options, env: { ...options.env, ...UNTHROTTLED } });
  try {
    const cookie = await signIn(server.url, SEED_ACCOUNTS.admin.email, BENCH_PASSWORD);
    const credentials = { cookie, token: await createBenchToken(server.url, cookie) };
    for (const call of [FLOOR, ...CALLS]) await slice(server.url, call, credentials, WARMUP_SECONDS);
    const measured = await alternate(server.url, credentials);
    const search = await searchOneClient(server.url, SEARCH, cookie, databaseUrl);
    const stale = await searchSeesNewUser(server.url, SEARCH, cookie, databaseUrl, options.workers);
    return { measured, search, stale };
  } finally {
    await server.stop();
  }
}

export async function benchFloor(serverUrl: string): Promise<string[]> {
  const users = process.env.BENCH_USERS ? Number(process.env.BENCH_USERS) : null;
  console.log(`floor: building a database of ${users?.toLocaleString("en-US") ?? "200 seed"} users…`);
  const databaseUrl = users
    ? await createMillionUserDatabase(serverUrl, users)
    : await seededBenchDatabase(serverUrl, {});
  const report: string[] = [];
  const problems: string[] = [];
  let met = true;
  for (const { label, node } of nodeVersions()) {
    for (const workers of [1, 2]) {
      console.log(`floor: ${label}, ${workers} worker(s), ${PAIRS} pairs of ${SLICE_SECONDS} s slices per call…`);
      const { measured, search, stale } = await measureServer(databaseUrl, { node, workers });
      const title = `floor: ${label}, WEB_CONCURRENCY=${workers}, ${users?.toLocaleString("en-US") ?? "200"} users, ${CONNECTIONS} connections (requests/s; median share of ${PAIRS} pairs, lowest–highest; ms)`;
      const result = table(title, measured, users === null);
      const token = tokenAgainstSession(measured);
      met &&= result.met && search.met && token.met;
      problems.push(...measured.flatMap(failures), ...stale);
      report.push(...result.lines, token.line, ...search.lines, "");
    }
  }
  if (problems.length) report.push("floor: FAILED", ...problems);
  if (!met || problems.length) process.exitCode = 1;
  return report;
}
