// `npm start` on every core (issue 22): server.ts forks WEB_CONCURRENCY workers
// (default: one per core), each a whole panel server on the same port (node:cluster
// hands connections out in turn). Each worker holds its share of the database pools
// (lib/db.ts `connectionShare`); the hourly housekeeping runs in one of them. A worker
// that dies after it was serving is replaced; one that dies before (a missing secret,
// an unreachable database) stops the server, as a single process would have stopped.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { logger } from "@/lib/log/logger";

/** The worker count WEB_CONCURRENCY asks for; the number of cores when unset. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.WEB_CONCURRENCY);
  if (env.WEB_CONCURRENCY === undefined || env.WEB_CONCURRENCY === "") return os.availableParallelism();
  if (!Number.isInteger(asked) || asked < 1)
    throw new Error(`WEB_CONCURRENCY must be a whole number ≥ 1, not "${env.WEB_CONCURRENCY}"`);
  return asked;
}

/** Whether this process runs the hourly housekeeping: a single process does, and one worker of several. */
export function isHousekeeper(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PANEL_HOUSEKEEPER !== "0";
}

/** A worker tells the primary it is serving once it listens. */
export const READY_MESSAGE = "admin-panel:ready";

export function reportReady() {
  if (cluster.isWorker) process.send?.(READY_MESSAGE);
}

/** The primary: forks `count` workers and keeps them running until SIGTERM or SIGINT. */
export function superviseWorkers(count: number) {
  let stopping = false;
  const fork = (housekeeper: boolean) => {
    const worker = cluster.fork({ PANEL_WORKERS: String(count), PANEL_HOUSEKEEPER: housekeeper ? "1" : "0" });
    let serving = false;
    worker.on("message", (message) => (serving ||= message === READY_MESSAGE));
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      if (!serving) {
        logger.error({ code, signal }, "A worker stopped before it served: the server stops");
        stop(code || 1);
        return;
      }
      logger.error({ code, signal }, "A worker died: starting another");
      fork(housekeeper);
    });
  };
  const stop = (exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(exitCode);
    for (const worker of workers) {
      worker.once("exit", () => --left === 0 && process.exit(exitCode));
      worker.process.kill("SIGTERM");
    }
  };
  for (let index = 0; index < count; index++) fork(index === 0);
  process.once("SIGTERM", () => stop(0));
  process.once("SIGINT", () => stop(0));
}
