// The panel's production server for the HTTP benchmarks (api, load): `tsx server.ts`,
// what `npm start` runs, over the build `npm run build` left in .next/, on a free
// port and a given database; a signed-in admin's cookie; the server's resident memory.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sessionCookieName } from "../lib/auth/config";
import { freePort } from "../scripts/db/test-database";

export const TSX = "node_modules/.bin/tsx";

export async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // Each try bounded: a server that accepted but never answers must not hold the bench.
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

export type PanelServer = { url: string; pid: number; heapReport: string; stop: () => Promise<void> };

/**
 * Which Node runs the server, and how many workers it forks (WEB_CONCURRENCY); by default this Node and one.
 * `env` adds or overrides settings (the lighthouse bench turns MFA_REQUIRED off).
 */
export type ServerOptions = { node?: string; workers?: number; env?: Record<string, string> };

/** Starts the production server on `databaseUrl` (migrated already), answering once /api/health does. */
export async function startPanelServer(
  databaseUrl: string,
  { node = process.execPath, workers = 1, env: extraEnv = {} }: ServerOptions = {},
): Promise<PanelServer> {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No production build in .next: run `npm run build` first.");
  // BENCH_PORT keeps a bench inside the ports it was given on a shared machine; else any free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // Outside the project: nothing writes inside it at run time.
  const heapReport = path.join(os.tmpdir(), `admin-panel-bench-heap-${port}.json`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: "production" as const,
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    AUTH_PASSWORD_ENABLED: "true",
    // One JSON line per request would be part of what is measured: warnings and errors only.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    BENCH_HEAP_REPORT: heapReport,
    WEB_CONCURRENCY: String(workers),
    ...extraEnv,
  };
  // server.ts under tsx's loader, as `tsx server.ts` runs it, but in one process (tsx's CLI adds a
  // launcher process), with the bench's garbage-collection hook.
  const args = [
    "--import",
    "tsx",
    "--import",
    "./scripts/node/server-only.mjs",
    "--import",
    "./bench/server-gc-hook.ts",
    "server.ts",
    "-H",
    "127.0.0.1",
    "-p",
    String(port),
  ];
  const child = spawn(node, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const died = exited.then(() => Promise.reject(new Error("The panel server exited while starting")));
  died.catch(() => {}); // it exits on stop() too
  try {
    await Promise.race([waitFor(`${url}/api/health`), died]);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    heapReport,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(heapReport, { force: true });
    },
  };
}

/** Signs in through POST /api/login as the panel's own form does; returns the `Cookie` header value. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { Origin: url, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, callbackUrl: "/" }),
  });
  if (response.status !== 200)
    throw new Error(`Signing in as ${email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith(`${sessionCookieName()}=`));
  if (!cookie) throw new Error("Signing in set no session cookie");
  return cookie;
}

export function residentMb(pid: number): number {
  const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export type MemoryReading = { asFoundMb: number; collectedMb: number; heapUsedMb: number; heapTotalMb: number };

/**
 * The server's resident memory (VmRSS, MB; Linux only) as found, and after a full garbage
 * collection (bench/server-gc-hook.ts), which is what it retains; with the V8 heap's live
 * objects and committed size then.
 */
export async function residentMemory(server: PanelServer): Promise<MemoryReading> {
  const asFoundMb = residentMb(server.pid);
  fs.rmSync(server.heapReport, { force: true });
  process.kill(server.pid, "SIGUSR2");
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const heap = JSON.parse(fs.readFileSync(server.heapReport, "utf8")) as { heapUsed: number; heapTotal: number };
  return {
    asFoundMb,
    collectedMb: residentMb(server.pid),
    heapUsedMb: heap.heapUsed / 2 ** 20,
    heapTotalMb: heap.heapTotal / 2 ** 20,
  };
}
