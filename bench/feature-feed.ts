// npm run bench -- feature-feed: requests/second and p99 of the public
// GET /api/feature-toggles under `next start`, beside a bare Node http server
// answering the same bytes, in the same run. Target: at least half the bare throughput.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import autocannon from "autocannon";
import { freePort } from "../scripts/db/test-database";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.5;

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function benchFeatureFeed(serverUrl: string): Promise<string[]> {
  const port = await freePort();
  // The production build on a throwaway database (`npm run build` first).
  const app: ChildProcess = spawn("npx", ["tsx", "scripts/with-database.ts", "--test", "--seed", "--", "next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...process.env, TEST_DATABASE_URL: serverUrl, SEED_USERS: "10", NEXTAUTH_URL: `http://127.0.0.1:${port}` },
    stdio: "ignore",
  });
  try {
    const appUrl = `http://127.0.0.1:${port}/api/feature-toggles`;
    await waitFor(appUrl);
    const sample = await fetch(appUrl);
    const body = await sample.text();
    const etag = sample.headers.get("etag") ?? "";
    const bare = http.createServer((_, res) => {
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", ETag: etag });
      res.end(body);
    });
    const barePort = await freePort();
    await new Promise<void>((resolve) => bare.listen(barePort, "127.0.0.1", resolve));
    try {
      await load(appUrl); // warm-up
      const baseline = await load(`http://127.0.0.1:${barePort}/`);
      const panel = await load(appUrl);
      const conditional = await load(appUrl, { "if-none-match": etag });
      const ratio = panel.rps / baseline.rps;
      const row = (name: string, value: { rps: number; p99: number }) =>
        `${name.padEnd(34)} ${value.rps.toFixed(0).padStart(7)} req/s  p99 ${value.p99.toFixed(1).padStart(6)} ms`;
      return [
        row("feature feed: bare node http", baseline),
        row("feature feed: next start (200)", panel),
        row("feature feed: next start (304)", conditional),
        `feature feed: ratio ${(ratio * 100).toFixed(0)}% of bare  ${ratio >= TARGET_RATIO ? "ok" : "UNDER"} (target ${TARGET_RATIO * 100}%)`,
      ];
    } finally {
      bare.close();
    }
  } finally {
    app.kill("SIGTERM");
  }
}
