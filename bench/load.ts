// npm run bench -- load: the production server (`npm start`'s server.ts; `npm run build`
// first) on the users benchmark database under 200 keep-alive connections for
// BENCH_LOAD_SECONDS (60) after a warm-up: the public feature feed polled by 10,000
// simulated chat clients with their ETags, admin reads, and a few real writes.
// Targets: no errors, nothing outside the expected statuses (so no 5xx), and the V8
// heap's live size after the run within 10 MB of after the warm-up, each read after a
// full garbage collection (bench/server-gc-hook.ts); resident memory is reported.
import autocannon from "autocannon";
import { parseLinkHeader } from "../lib/api/pagination";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { detailIds, readCalls, USERS_PATH } from "./api";
import { residentMb, residentMemory, signIn, startPanelServer, type PanelServer } from "./panel-server";
import { formatTable } from "./stats";
import { BENCH_PASSWORD, benchUserCount, createMillionUserDatabase, oddLiveBenchUserId } from "./users-database";

const USERS = benchUserCount();
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
const CHAT_CLIENTS = 10_000;
const WRITES_PER_SECOND = 4;
const HEAP_GROWTH_TARGET_MB = 10;
const MEMORY_SAMPLE_MS = 10_000;
const FEED_PATH = "/api/feature-toggles";
// Keys the writes switch off and on again (one per write connection), and the users they ban and unban.
const TOGGLED_KEYS = ["content_roadmap", "content_shop", "content_library", "crm_activities"];
const bannedUser = oddLiveBenchUserId;

export type LoadClass = { name: string; expected: number[]; options: autocannon.Options };
export type Outcome = {
  name: string;
  expected: number[];
  /** How long the load ran: autocannon stops at its first sample tick (`sampleInt`) past the duration. */
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
};

/** Loads one class for `seconds`, keeping every response's status and latency. */
export function run({ name, expected, options }: LoadClass, seconds: number): Promise<Outcome> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds }, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else
        resolve({
          name,
          expected,
          seconds: result.duration,
          latencies,
          statuses,
          errors: result.errors,
          timeouts: result.timeouts,
        });
    });
    instance.on("response", (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

/** Chat clients poll in turn, each with the ETag it last saw (none before its first poll). */
function feedClass(url: string): LoadClass {
  const etags: (string | undefined)[] = new Array(CHAT_CLIENTS);
  let turn = 0;
  const request: autocannon.Request = {
    method: "GET",
    path: FEED_PATH,
    setupRequest: (req, context: { client?: number }) => {
      const client = (context.client = turn++ % CHAT_CLIENTS);
      const etag = etags[client];
      return { ...req, headers: etag ? { "if-none-match": etag } : {} };
    },
    onResponse: (status, _body, context: { client?: number }, headers) => {
      const etag = Object.entries(headers ?? {}).find(([header]) => header.toLowerCase() === "etag")?.[1];
      if (status === 200 && typeof etag === "string") etags[context.client!] = etag;
    },
  };
  return {
    name: "public feed (10,000 chat clients)",
    expected: [200, 304],
    options: { url, connections: 180, requests: [request] },
  };
}

/** The users screen's reads: pages, searches, filters, overview, details. */
async function adminClass(url: string, cookie: string): Promise<LoadClass> {
  const first = await fetch(`${url}${USERS_PATH}`, { headers: { cookie } });
  const next = parseLinkHeader(first.headers.get("link")).next;
  if (!first.ok || !next) throw new Error(`The first users page answered ${first.status} without a next link`);
  const paths = [
    USERS_PATH,
    next,
    ...readCalls().map((call) => call.path),
    ...detailIds(USERS).map((id) => `${USERS_PATH}/${id}`),
  ];
  const requests = paths.map((path) => ({ method: "GET" as const, path, headers: { cookie } }));
  return { name: "admin reads", expected: [200], options: { url, connections: 16, requests } };
}

/** Per connection: ban a user, unban them, switch a feature off, on again. Every one audited, every toggle a new feed. */
function writeRequests(cookie: string, origin: string): autocannon.Request[] {
  let slots = 0;
  const patch = (target: (slot: number) => string, body: object): autocannon.Request => ({
    method: "PATCH",
    setupRequest: (req, context: { slot?: number }) => {
      const slot = (context.slot ??= slots++);
      return {
        ...req,
        path: target(slot),
        body: JSON.stringify(body),
        headers: { cookie, origin, "content-type": "application/json" },
      };
    },
  });
  const user = (slot: number) => `${USERS_PATH}/${bannedUser(slot)}`;
  const toggle = (slot: number) => `/api/admin/feature-toggles/${TOGGLED_KEYS[slot % TOGGLED_KEYS.length]}`;
  return [
    patch(user, { isBanned: true }),
    patch(user, { isBanned: false }),
    patch(toggle, { isEnabled: false }),
    patch(toggle, { isEnabled: true }),
  ];
}

/** Puts back what the writes may have left half done when the run stopped. */
async function restore(url: string, cookie: string) {
  for (let slot = 0; slot < TOGGLED_KEYS.length; slot++) {
    const headers = { cookie, origin: url, "content-type": "application/json" };
    const user = await fetch(`${url}${USERS_PATH}/${bannedUser(slot)}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ isBanned: false }),
    });
    const toggle = await fetch(`${url}/api/admin/feature-toggles/${TOGGLED_KEYS[slot]}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ isEnabled: true }),
    });
    if (!user.ok || !toggle.ok)
      throw new Error(`Restoring after the load answered ${user.status} and ${toggle.status}`);
  }
}

async function runMix(classes: LoadClass[], seconds: number): Promise<Outcome[]> {
  return Promise.all(classes.map((loadClass) => run(loadClass, seconds)));
}

/** Resident memory once the last requests have settled. */
async function settledMemory(server: PanelServer) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return residentMemory(server);
}

function describe(outcomes: Outcome[], seconds: number): { lines: string[]; met: boolean } {
  const table = formatTable(
    `load: ${seconds} s at 200 connections, ${USERS.toLocaleString("en-US")} users (ms)`,
    outcomes.map(({ name, latencies }) => ({
      call: `${name} ${(latencies.length / seconds).toFixed(0)} req/s`,
      samples: latencies,
    })),
  );
  let met = true;
  const lines = outcomes.map(({ name, expected, statuses, errors, timeouts }) => {
    const unexpected = [...statuses].filter(([status]) => !expected.includes(status));
    const ok = errors === 0 && timeouts === 0 && unexpected.length === 0;
    met &&= ok;
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    return `load: ${name}: ${byStatus}; errors ${errors}, timeouts ${timeouts}, unexpected statuses ${unexpected.reduce((sum, [, count]) => sum + count, 0)}  ${ok ? "ok" : "MISS"}`;
  });
  return { lines: [...table.lines, ...lines], met };
}

export async function benchLoad(serverUrl: string): Promise<string[]> {
  console.log(`load: building a database of ${USERS.toLocaleString("en-US")} users…`);
  const databaseUrl = await createMillionUserDatabase(serverUrl, USERS);
  const server = await startPanelServer(databaseUrl);
  try {
    const cookie = await signIn(server.url, SEED_ACCOUNTS.admin.email, BENCH_PASSWORD);
    const writes: LoadClass = {
      name: "writes (ban/unban, toggle)",
      expected: [200],
      options: {
        url: server.url,
        connections: 4,
        overallRate: WRITES_PER_SECOND,
        requests: writeRequests(cookie, server.url),
      },
    };
    const classes = [feedClass(server.url), await adminClass(server.url, cookie), writes];
    console.log(`load: warming up for ${WARMUP_SECONDS} s…`);
    await runMix(classes, WARMUP_SECONDS);
    const warm = await settledMemory(server);
    console.log(`load: ${SECONDS} s at 200 connections…`);
    // The trend tells growth that levels off from growth that goes on.
    const during: number[] = [];
    const sampler = setInterval(() => during.push(residentMb(server.pid)), MEMORY_SAMPLE_MS);
    const outcomes = await runMix(classes, SECONDS).finally(() => clearInterval(sampler));
    const after = await settledMemory(server);
    await restore(server.url, cookie);
    const result = describe(outcomes, SECONDS);
    // The target is on what the heap retains: resident memory also holds heap V8 keeps committed, empty, for reuse.
    const growth = after.heapUsedMb - warm.heapUsedMb;
    const memoryOk = growth <= HEAP_GROWTH_TARGET_MB;
    const mb = (value: number) => `${value.toFixed(1)} MB`;
    const memory = [
      `load: V8 heap live after a full collection: ${mb(warm.heapUsedMb)} after warm-up, ${mb(after.heapUsedMb)} after the run: ${growth >= 0 ? "+" : ""}${mb(growth)} (target ≤ ${HEAP_GROWTH_TARGET_MB} MB)  ${memoryOk ? "ok" : "MISS"}`,
      `load: V8 heap committed: ${mb(warm.heapTotalMb)} after warm-up, ${mb(after.heapTotalMb)} after the run; server resident memory after a full collection: ${mb(warm.collectedMb)}, ${mb(after.collectedMb)} (reported, not judged)`,
      `load: server resident memory as found: ${mb(warm.asFoundMb)} after warm-up, ${mb(after.asFoundMb)} after the run; every ${MEMORY_SAMPLE_MS / 1000} s during the run: ${during.length ? `${during.map((value) => value.toFixed(0)).join(", ")} MB` : "(a shorter run)"}`,
    ];
    if (!result.met || !memoryOk) process.exitCode = 1;
    return [...result.lines, ...memory];
  } finally {
    await server.stop();
  }
}
