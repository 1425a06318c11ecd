// npm run bench -- feature-feed: requests/second and p99 of the public
// GET /api/feature-toggles under the panel's production server (server.ts,
// what `npm start` runs) beside a bare Node http server answering the same
// bytes (bench/bare-feed-server.ts), each in a process of its own, in the same
// run; autocannon runs in this process. Target: at least half the bare throughput. For
// reference it also loads the same endpoint through Next's own pipeline
// (`next start` and the route handler), which server.ts bypasses.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { freePort } from "../scripts/db/test-database";
import { TSX, waitFor } from "./panel-server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.5;
const FEED_PATH = "/api/feature-toggles";

type Load = { rps: number; p99: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx && !headers["if-none-match"])
    throw new Error(`${url} answered ${result.non2xx} requests with an error status`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Runs `command` on a free port until `measure` has loaded `path` on it. */
async function withProcess<T>(
  command: (port: number) => string[],
  env: Record<string, string>,
  path: string,
  measure: (url: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const [executable, ...args] = command(port);
  const child = spawn(executable!, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" });
  try {
    const url = `http://127.0.0.1:${port}${path}`;
    await waitFor(url);
    await load(url); // warm-up
    return await measure(url);
  } finally {
    child.kill("SIGTERM");
  }
}

/** Runs a panel server (the production build: `npm run build` first) on a throwaway database while `measure` loads the feed. */
function withPanel<T>(databaseUrl: string, server: string[], measure: (url: string) => Promise<T>): Promise<T> {
  const command = (port: number) => [
    TSX,
    "scripts/with-database.ts",
    "--test",
    "--seed",
    "--",
    ...server,
    "-H",
    "127.0.0.1",
    "-p",
    String(port),
  ];
  const env = { TEST_DATABASE_URL: databaseUrl, SEED_USERS: "10" };
  return withProcess(command, env, FEED_PATH, measure);
}

const row = (name: string, value: Load) =>
  `${name.padEnd(36)} ${value.rps.toFixed(0).padStart(7)} req/s  p99 ${value.p99.toFixed(1).padStart(6)} ms`;

// server.ts as `npm start` runs it, `server-only` resolved as on a server (docs/decisions/server-only.md).
const PANEL_SERVER = ["tsx", "--import", "./scripts/node/server-only.mjs", "server.ts"];

export async function benchFeatureFeed(databaseUrl: string): Promise<string[]> {
  const rows = await withPanel(databaseUrl, PANEL_SERVER, async (url) => {
    const sample = await fetch(url);
    const etag = sample.headers.get("etag") ?? "";
    // Every header but those Node writes itself (Date, Connection, Keep-Alive).
    const headers = Object.fromEntries(
      [...sample.headers].filter(([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name)),
    );
    const bareEnv = { BODY: await sample.text(), HEADERS: JSON.stringify(headers) };
    const baseline = await withProcess(() => [TSX, "bench/bare-feed-server.ts"], bareEnv, "/", load);
    const panel = await load(url);
    const conditional = await load(url, { "if-none-match": etag });
    const ratio = panel.rps / baseline.rps;
    return [
      row("feature feed: bare node http", baseline),
      row("feature feed: npm start (200)", panel),
      row("feature feed: npm start (304)", conditional),
      `feature feed: ratio ${(ratio * 100).toFixed(0)}% of bare  ${ratio >= TARGET_RATIO ? "ok" : "UNDER"} (target ${TARGET_RATIO * 100}%)`,
    ];
  });
  const throughNext = await withPanel(databaseUrl, ["next", "start"], load);
  return [...rows, row("feature feed: next start, route handler", throughNext) + "  (reference)"];
}
