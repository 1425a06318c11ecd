// Starts the servers a Playwright config names side by side, and prints READY_LINE once every one answers
// at its URL. Playwright starts its `webServer` entries one after another, each once the one before answers:
// a panel's database, migrations and seed, then its server, then the next panel's. Here they overlap.
//   npx tsx e2e/start-together.ts <config file>   (the config exports them as SERVERS; see startTogether)
// Playwright stops it with SIGTERM; it passes the signal on to each server's process group (a panel's
// launcher then drops its throwaway database) and leaves once all have stopped, as it does when one fails.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { READY_LINE, STOP_TIMEOUT_MS, type WebServer } from "./playwright-base";

const configFile = process.argv[2];
if (!configFile) throw new Error("usage: tsx e2e/start-together.ts <playwright config>");
const { SERVERS } = (await import(pathToFileURL(path.resolve(configFile)).href)) as { SERVERS: WebServer[] };

/** Answers like Playwright's own readiness check: any status below 404 means the server is up. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    return response.status < 404;
  } catch {
    return false;
  }
}

const children: ChildProcess[] = [];
let stopping = false;

const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);

function signalAll(signal: NodeJS.Signals) {
  for (const child of running()) {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone: its exit event ends the wait.
    }
  }
}

/**
 * Sends SIGTERM to every server's process group and leaves once all have stopped; a group still there after
 * STOP_TIMEOUT_MS is killed, as is any left when this process exits however it ends: no server outlives the run.
 */
function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  const stopped = running();
  signalAll("SIGTERM");
  let left = stopped.length;
  if (left === 0) process.exit();
  for (const child of stopped) child.once("exit", () => --left === 0 && process.exit());
  setTimeout(() => {
    signalAll("SIGKILL");
    process.exit();
  }, STOP_TIMEOUT_MS).unref();
}
process.once("exit", () => signalAll("SIGKILL"));

function fail(message: string) {
  console.error(message);
  stopAll(1);
}

/** Each server leads a process group of its own, so a stop reaches whatever it started. */
function start(server: WebServer): ChildProcess {
  const child = spawn(server.command, {
    shell: true,
    detached: true,
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    stdio: ["ignore", server.stdout === "pipe" ? "inherit" : "ignore", "inherit"],
  });
  children.push(child);
  child.once("exit", (code, signal) => {
    if (!stopping) fail(`A server stopped before the tests ended (${code ?? signal}): ${server.command}`);
  });
  return child;
}

async function startAndWait(server: WebServer) {
  const url = server.url!;
  if (await answers(url)) {
    if (server.reuseExistingServer) return;
    throw new Error(`${url} is already in use: stop what listens there, or set E2E_REUSE_SERVER=true`);
  }
  const child = start(server);
  const deadline = Date.now() + (server.timeout ?? 60_000);
  while (!(await answers(url))) {
    if (child.exitCode !== null || stopping) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time: ${server.command}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

process.once("SIGTERM", () => stopAll(0));
process.once("SIGINT", () => stopAll(0));
try {
  await Promise.all(SERVERS.map(startAndWait));
  if (!stopping) console.log(READY_LINE);
} catch (error) {
  fail(String(error));
}
