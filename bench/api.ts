// npm run bench -- api: the users screen's calls as HTTP round trips, signed in, through
// the production server (`npm start`'s server.ts; `npm run build` first) on the users
// benchmark database (a million users), with 1 client and with 16 concurrent clients,
// each on its own keep-alive connection and session. Target (p95, two cores): 50 ms at
// 1 client. At 16 the times are reported, not judged: on two cores they are the queue
// for the main thread, and `npm run bench -- floor` judges throughput instead (docs/decisions/request-cost.md).
import { parseLinkHeader } from "../lib/api/pagination";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { startPanelServer, signIn } from "./panel-server";
import { formatTable, type TableRow } from "./stats";
import { SEARCHES } from "./users";
import { BENCH_PASSWORD, benchUserCount, createMillionUserDatabase, liveBenchUserId } from "./users-database";

const USERS = benchUserCount();
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CONCURRENT_CLIENTS = 16;
const ONE_CLIENT_TARGET_MS = 50;

export const USERS_PATH = "/api/admin/users";
const OVERVIEW = { name: "analytics overview", path: "/api/admin/analytics/overview" };
const FILTERS = [
  "role=admin",
  "role=user",
  "status=active",
  "status=banned",
  "role=admin&search=smith",
  "status=banned&search=mar",
];

type Client = { cookie: string; detail: number };
type Recorder = (call: string, ms: number) => void;
type Step = (client: Client, record: Recorder) => Promise<void>;

/** The mix's single GETs (searches, filters, overview) by name; the load bench reads them too. */
export function readCalls(): { name: string; path: string }[] {
  return [
    ...SEARCHES.map((term) => ({ name: `search "${term}"`, path: `${USERS_PATH}?search=${encodeURIComponent(term)}` })),
    ...FILTERS.map((filter) => ({ name: `filter ${filter}`, path: `${USERS_PATH}?${filter}` })),
    OVERVIEW,
  ];
}

/** Users spread over the whole table, for GET /api/admin/users/{id}. */
export function detailIds(users: number): string[] {
  return Array.from({ length: 8 }, (_, k) => liveBenchUserId(1 + ((k * 104_729) % users)));
}

/** One signed-in GET, body read; anything but 200 stops the bench. */
export async function get(
  url: string,
  path: string,
  { cookie }: { cookie: string },
): Promise<{ ms: number; response: Response }> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { headers: { cookie } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, response };
}

/** The mix every client cycles through: one step per call (the next page rides with its first page). */
function steps(url: string, ids: string[]): Step[] {
  const call =
    (name: string, path: string): Step =>
    async (client, record) =>
      record(name, (await get(url, path, client)).ms);
  const pages: Step = async (client, record) => {
    const first = await get(url, USERS_PATH, client);
    record("users: first page", first.ms);
    // The cursor the server itself wrote into the first page's Link header.
    const next = parseLinkHeader(first.response.headers.get("link")).next;
    if (!next) throw new Error("The first page has no Link rel=next");
    record("users: next page (Link)", (await get(url, next, client)).ms);
  };
  const detail: Step = async (client, record) => {
    const id = ids[client.detail++ % ids.length]!;
    record(`user details (${ids.length} ids)`, (await get(url, `${USERS_PATH}/${id}`, client)).ms);
  };
  return [pages, ...readCalls().map(({ name, path }) => call(name, path)), detail];
}

/** Each client runs a warm-up round, then `rounds` measured rounds, starting the mix at its own place. */
async function measure(mix: Step[], cookies: string[], rounds: number): Promise<Map<string, number[]>> {
  const samples = new Map<string, number[]>();
  const record: Recorder = (name, ms) => void (samples.get(name) ?? samples.set(name, []).get(name)!).push(ms);
  await Promise.all(
    cookies.map(async (cookie, index) => {
      const client = { cookie, detail: index };
      for (let round = -1; round < rounds; round++) {
        for (let offset = 0; offset < mix.length; offset++)
          await mix[(offset + index) % mix.length]!(client, round < 0 ? () => {} : record);
      }
    }),
  );
  return samples;
}

export async function benchApi(serverUrl: string): Promise<string[]> {
  console.log(`api: building a database of ${USERS.toLocaleString("en-US")} users…`);
  const databaseUrl = await createMillionUserDatabase(serverUrl, USERS);
  const server = await startPanelServer(databaseUrl);
  try {
    const mix = steps(server.url, detailIds(USERS));
    const report: string[] = [];
    let met = true;
    let order: string[] = [];
    for (const clients of [1, CONCURRENT_CLIENTS]) {
      const cookies: string[] = [];
      for (let i = 0; i < clients; i++)
        cookies.push(await signIn(server.url, SEED_ACCOUNTS.admin.email, BENCH_PASSWORD));
      const rounds = clients === 1 ? RUNS : Math.ceil(RUNS / 4);
      console.log(`api: ${clients} client(s), ${rounds} rounds of ${mix.length} steps…`);
      const samples = await measure(mix, cookies, rounds);
      // Rows in the mix's order (16 clients start it at different places).
      if (order.length === 0) order = [...samples.keys()];
      const sorted = [...samples].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
      const rows: TableRow[] = sorted.map(([call, values]) => ({
        call,
        samples: values,
        target: clients === 1 ? ONE_CLIENT_TARGET_MS : undefined,
      }));
      const table = formatTable(
        `api: ${clients} client${clients === 1 ? "" : "s"}, ${USERS.toLocaleString("en-US")} users (ms)`,
        rows,
      );
      met &&= table.met;
      report.push(...table.lines, "");
    }
    if (!met) process.exitCode = 1;
    return report;
  } finally {
    await server.stop();
  }
}
