// npm run bench -- floor: what a signed-in request costs against the framework's own
// floor, measured in one run (issue 22). The production server (`npm start`'s server.ts;
// `npm run build` first) on the seed's 200 users (BENCH_USERS: the users benchmark
// database of that size instead) is loaded call by call with autocannon (16 keep-alive
// connections, BENCH_FLOOR_SECONDS each, 15, in three turns), and each call's
// requests/second is read as a share of `GET /api/health`'s (a Next route handler, no
// session) in the same server. Each turn's share is shown too: on a machine whose speed
// drifts, their spread tells a miss from noise. It runs on this machine's Node and on
// Node 24 (scripts/node24.sh), each with one worker and with WEB_CONCURRENCY=2. Targets,
// on every run: the session check ≥ 85% of the floor, the overview ≥ 65%, the users'
// first page and a search ≥ 50%; any status but 200 fails the bench.
import { execFileSync } from "node:child_process";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { run, type Outcome } from "./load";
import { signIn, startPanelServer, type ServerOptions } from "./panel-server";
import { summarise } from "./stats";
import { BENCH_PASSWORD, createMillionUserDatabase, seededBenchDatabase } from "./users-database";

const SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const ROUNDS = 3;
const CONNECTIONS = 16;

type Call = { name: string; path: string; signedIn: boolean; target?: number };

const FLOOR: Call = { name: "GET /api/health (the floor)", path: "/api/health", signedIn: false };
const CALLS: Call[] = [
  FLOOR,
  { name: "GET /api/auth/user (session check)", path: "/api/auth/user", signedIn: true, target: 0.85 },
  { name: "GET /api/admin/analytics/overview", path: "/api/admin/analytics/overview", signedIn: true, target: 0.65 },
  { name: "GET /api/admin/users?limit=20", path: "/api/admin/users?limit=20", signedIn: true, target: 0.5 },
  { name: 'users search "smith"', path: "/api/admin/users?limit=20&search=smith", signedIn: true, target: 0.5 },
  { name: "GET /api/feature-toggles (server.ts)", path: "/api/feature-toggles", signedIn: false },
];

/** `turnShares`: the call's share of the floor in each turn, floor and call measured moments apart. */
type Measured = { call: Call; rps: number; turnShares: number[]; outcome: Outcome };

async function load(url: string, call: Call, cookie: string, seconds: number): Promise<Outcome> {
  const headers = call.signedIn ? { cookie } : {};
  return run(
    { name: call.name, expected: [200], options: { url: `${url}${call.path}`, connections: CONNECTIONS, headers } },
    seconds,
  );
}

/** One call's rounds as one outcome. */
function merged(outcomes: Outcome[]): Outcome {
  const statuses = new Map<number, number>();
  for (const { statuses: each } of outcomes)
    for (const [status, count] of each) statuses.set(status, (statuses.get(status) ?? 0) + count);
  return {
    ...outcomes[0]!,
    latencies: outcomes.flatMap((outcome) => outcome.latencies),
    statuses,
    errors: outcomes.reduce((sum, outcome) => sum + outcome.errors, 0),
    timeouts: outcomes.reduce((sum, outcome) => sum + outcome.timeouts, 0),
  };
}

function failures({ call, outcome }: Measured): string[] {
  const unexpected = [...outcome.statuses].filter(([status]) => status !== 200);
  return [
    ...(outcome.errors || outcome.timeouts
      ? [`${call.name}: ${outcome.errors} errors, ${outcome.timeouts} timeouts`]
      : []),
    ...unexpected.map(([status, count]) => `${call.name}: ${count} answers ${status}`),
  ];
}

function table(title: string, measured: Measured[]): { lines: string[]; met: boolean } {
  const floor = measured.find((row) => row.call === FLOOR)!.rps;
  let met = true;
  const lines = measured.map(({ call, rps, turnShares, outcome }) => {
    const share = rps / floor;
    const ok = call.target === undefined || share >= call.target;
    met &&= ok;
    const { p50, p95, p99 } = summarise(outcome.latencies);
    const ms = (value: number) => value.toFixed(1).padStart(7);
    const verdict = call.target === undefined ? "" : `  ≥ ${(call.target * 100).toFixed(0)}%  ${ok ? "ok" : "UNDER"}`;
    const percent = (value: number) => (value * 100).toFixed(0);
    const turns = `${percent(Math.min(...turnShares))}–${percent(Math.max(...turnShares))}%`;
    return `${call.name.padEnd(40)} ${rps.toFixed(0).padStart(7)} ${`${percent(share)}%`.padStart(6)} ${turns.padStart(10)} ${ms(p50)} ${ms(p95)} ${ms(p99)}${verdict}`;
  });
  const header = `${"call".padEnd(40)} ${"req/s".padStart(7)} ${"floor".padStart(6)} ${"turns".padStart(10)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)}  target`;
  return { lines: [title, header, ...lines, ""], met };
}

/** The Node versions the floor is measured on: this machine's, and Node 24 (installed on first use). */
function nodeVersions(): { label: string; node: string }[] {
  const node24 = execFileSync("bash", ["scripts/node24.sh"], { encoding: "utf8" }).trim();
  return [
    { label: `Node ${process.version}`, node: process.execPath },
    { label: `Node ${execFileSync(node24, ["--version"], { encoding: "utf8" }).trim()}`, node: node24 },
  ];
}

async function measureServer(databaseUrl: string, options: ServerOptions): Promise<Measured[]> {
  const server = await startPanelServer(databaseUrl, options);
  try {
    const cookie = await signIn(server.url, SEED_ACCOUNTS.admin.email, BENCH_PASSWORD);
    for (const call of CALLS) await load(server.url, call, cookie, WARMUP_SECONDS);
    // In turns, each call a share of its time per round: whatever else the machine does then weighs on every call alike.
    const outcomes = CALLS.map((): Outcome[] => []);
    for (let round = 0; round < ROUNDS; round++)
      for (const [index, call] of CALLS.entries())
        outcomes[index]!.push(await load(server.url, call, cookie, SECONDS / ROUNDS));
    const floorTurns = outcomes[CALLS.indexOf(FLOOR)]!;
    return CALLS.map((call, index) => {
      const turns = outcomes[index]!;
      const outcome = merged(turns);
      const turnShares = turns.map((turn, round) => turn.latencies.length / floorTurns[round]!.latencies.length);
      return { call, rps: outcome.latencies.length / SECONDS, turnShares, outcome };
    });
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
      console.log(`floor: ${label}, ${workers} worker(s), ${CALLS.length} calls of ${SECONDS} s…`);
      const measured = await measureServer(databaseUrl, { node, workers });
      const title = `floor: ${label}, WEB_CONCURRENCY=${workers}, ${users?.toLocaleString("en-US") ?? "200"} users, ${CONNECTIONS} connections (requests/s; ms)`;
      const result = table(title, measured);
      met &&= result.met;
      problems.push(...measured.flatMap(failures));
      report.push(...result.lines);
    }
  }
  if (problems.length) report.push("floor: FAILED", ...problems);
  if (!met || problems.length) process.exitCode = 1;
  return report;
}
