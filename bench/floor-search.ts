// The floor bench's users search, beside its share of the floor: one client's latency, what it
// costs PostgreSQL, and that it answers from the table as it is now.
import crypto from "node:crypto";
import http from "node:http";
import pg from "pg";
import { get, USERS_PATH } from "./api";
import { backendCpuSpent, readBackendCpu } from "./postgres-cpu";
import { formatRow, summarise } from "./stats";

// Enough for a p95 from the fifth-slowest, a few seconds at a million users.
const ONE_CLIENT_RUNS = 100;
const ONE_CLIENT_TARGET_MS = 50;

export type SearchCall = { name: string; path: string };

/**
 * One client's searches in a row, after the load: the p95 (judged, as the api bench judges every
 * call at one client) and PostgreSQL's CPU per search (reported), from its backends' CPU time
 * before and after (bench/postgres-cpu.ts). The session check each request makes is in that CPU
 * too; the session cache answers it but about once a second.
 */
export async function searchOneClient(
  url: string,
  search: SearchCall,
  cookie: string,
  databaseUrl: string,
): Promise<{ lines: string[]; met: boolean }> {
  const before = await readBackendCpu(databaseUrl);
  const samples: number[] = [];
  for (let run = 0; run < ONE_CLIENT_RUNS; run++) samples.push((await get(url, search.path, { cookie })).ms);
  const spent = backendCpuSpent(before, await readBackendCpu(databaseUrl));
  const summary = summarise(samples);
  const cpu =
    spent === null
      ? "not readable here (PostgreSQL's processes are not in this machine's /proc)"
      : `${(spent / ONE_CLIENT_RUNS).toFixed(2)} ms (reported)`;
  return {
    lines: [
      formatRow(`${search.name}, one client`, summary, ONE_CLIENT_TARGET_MS),
      `PostgreSQL CPU per search, one client: ${cpu}`,
    ],
    met: summary.p95 <= ONE_CLIENT_TARGET_MS,
  };
}

/** A GET on a connection of its own: the server's cluster hands each new connection to the next worker. */
function getOnNewConnection(url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { cookie } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

/**
 * Creates a user through the API whom `search` matches (last name "Smith": the newest user, so on
 * its first page), then searches on new connections, two per worker: every worker must list the
 * user at once. A cache of search results would make the throughput shares above easy and the
 * answers stale. The user is deleted afterwards: a million-user database may be kept for the next
 * run (BENCH_KEEP_DATABASE). Returns what went wrong, if anything.
 */
export async function searchSeesNewUser(
  url: string,
  search: SearchCall,
  cookie: string,
  databaseUrl: string,
  workers: number,
): Promise<string[]> {
  const email = `fresh-${crypto.randomUUID()}@floor.bench.invalid`;
  const created = await fetch(`${url}${USERS_PATH}`, {
    method: "POST",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Fresh", lastName: "Smith", email }),
  });
  if (created.status !== 201) throw new Error(`Creating a user answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  try {
    const problems: string[] = [];
    for (let attempt = 0; attempt < 2 * workers; attempt++) {
      const { status, body } = await getOnNewConnection(`${url}${search.path}`, cookie);
      const listed = status === 200 && (JSON.parse(body) as { id: string }[]).some((user) => user.id === id);
      if (!listed) problems.push(`${search.name}: a user created just before is not listed (${status})`);
    }
    return problems;
  } finally {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("DELETE FROM users WHERE id = $1", [id]);
    await client.end();
  }
}
