// `npm run dev`, for real, on a throwaway embedded database: everything it
// keeps (database, development secret) goes to a temporary XDG_DATA_HOME.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isPortOpen } from "../scripts/db/embedded";
import { freePort } from "../scripts/db/test-database";
import { environmentWith } from "./processes";
import { PROJECT_DIR } from "./project-tree";

export const DEV_SERVER_PORT = 3200;
const STARTUP_TIMEOUT_MS = 240_000;
// A first compile on a busy machine; Next answers once it is done.
const COMPILE_TIMEOUT_MS = 120_000;

export type DevServer = { dataHome: string; stop: () => Promise<void> };

async function waitUntilServing(url: string, exited: Promise<unknown>, output: () => string) {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline && !ended) {
    // The first request also compiles the page, so the test then times the page, not the compiler.
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev did not serve ${url}:\n${output()}`);
}

function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits until no process of the group is left (the kill timer ends stragglers). */
async function groupEnded(pid: number) {
  while (signalGroup(pid, 0)) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function expectAnswer(what: string, response: Response, status: number) {
  const body = await response.text();
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status}, not ${status}:\n${body.slice(0, 2_000)}`);
}

/**
 * Compiles the pages (signed out: the same modules) and the sign-in route
 * (with a refused password) before a test times them: `next dev` compiles each
 * route on its first request.
 */
export async function compileRoutes(origin: string, pages: string[]) {
  for (const page of pages) {
    await expectAnswer(page, await fetch(`${origin}${page}`, { signal: AbortSignal.timeout(COMPILE_TIMEOUT_MS) }), 200);
  }
  const refused = await fetch(`${origin}/api/login`, {
    method: "POST",
    // The route refuses a request without the panel's Origin, as a browser sends it.
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email: "nobody@example.com", password: "not-the-password" }),
    signal: AbortSignal.timeout(COMPILE_TIMEOUT_MS),
  });
  await expectAnswer("POST /api/login", refused, 401);
}

export async function startDevServer(port = DEV_SERVER_PORT): Promise<DevServer> {
  // A server left over on the port would answer in its place.
  if (await isPortOpen(port)) throw new Error(`Port ${port} is taken: stop what listens there.`);
  const dataHome = await fs.mkdtemp(path.join(os.tmpdir(), "admin-panel-dev-e2e-"));
  // No DATABASE_URL nor secret: it must find its own, as on a developer's machine.
  const env = environmentWith({
    XDG_DATA_HOME: dataHome,
    EMBEDDED_DB_PORT: String(await freePort()),
    SEED_USERS: "20",
  });
  // No -H: as a developer runs it, listening everywhere, so 127.0.0.1 is not Next's own host name.
  // A process group of its own, so one signal stops npm, the database launcher and Next.
  const child = spawn("npm", ["run", "dev", "--", "-p", String(port)], {
    cwd: PROJECT_DIR,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    // A stop signal first, so the launcher closes the database; then no more waiting.
    const kill = setTimeout(() => signalGroup(child.pid!, "SIGKILL"), 15_000);
    await exited;
    // npm may exit before the database launcher it started has finished writing its files.
    await groupEnded(child.pid!);
    clearTimeout(kill);
    await fs.rm(dataHome, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/login`, exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { dataHome, stop };
}
