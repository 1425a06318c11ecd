// `npm start` on every core (docs/decisions/deployment.md): server.ts forks WEB_CONCURRENCY workers
// (default: one per core), each a whole panel server on the same port (node:cluster
// hands connections out in turn). Each worker holds its share of the database pools
// (lib/db.ts `connectionShare`) and runs the job queue's worker (lib/jobs/worker.ts). If one of
// the first workers dies before it serves (a missing secret, an unreachable database),
// the server stops, as a single process would have; a worker that dies later is
// replaced, a second apart at first, up to 30 s apart while replacements keep dying.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { releaseJobsOf } from "@/lib/jobs/worker";
import { logger } from "@/lib/log/logger";

// The default's cap: Node 20 counts the host's cores, not a container's CPU quota, and each
// worker holds at least two pooled connections and two listening ones (README, "Deploying").
const MAX_DEFAULT_WORKERS = 8;

/** The worker count WEB_CONCURRENCY asks for; the number of cores (at most 8) when unset. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  if (env.WEB_CONCURRENCY === undefined || env.WEB_CONCURRENCY === "")
    return Math.min(os.availableParallelism(), MAX_DEFAULT_WORKERS);
  const asked = Number(env.WEB_CONCURRENCY);
  if (!Number.isInteger(asked) || asked < 1)
    throw new Error(`WEB_CONCURRENCY must be a whole number ≥ 1, not "${env.WEB_CONCURRENCY}"`);
  return asked;
}

/** A worker tells the primary it is serving once it listens. */
export const READY_MESSAGE = "admin-panel:ready";

export function reportReady() {
  if (cluster.isWorker) process.send?.(READY_MESSAGE);
}

type JobWorkersMessage = { jobWorkerIds: string[] };
const isJobWorkersMessage = (message: unknown): message is JobWorkersMessage =>
  typeof message === "object" && message !== null && Array.isArray((message as JobWorkersMessage).jobWorkerIds);

/** A worker names its job-queue workers (lib/jobs/worker.ts) to the primary, which releases their jobs should it die. */
export function reportJobWorkers(ids: string[]) {
  if (cluster.isWorker) process.send?.({ jobWorkerIds: ids } satisfies JobWorkersMessage);
}

/** The jobs a dead worker had locked go back to the queue at once, for its replacement or another instance. */
async function releaseJobsOfDeadWorker(jobWorkerIds: string[]) {
  if (jobWorkerIds.length === 0) return;
  try {
    await releaseJobsOf(jobWorkerIds);
    logger.info({ jobWorkerIds }, "Released the jobs a dead worker had locked");
  } catch (error) {
    logger.error(
      { err: error, jobWorkerIds },
      "Could not release a dead worker's jobs: they wait for graphile's 4 hours",
    );
  }
}

const FIRST_REFORK_MS = 1_000;
const MAX_REFORK_MS = 30_000;
// A worker still running this long after SIGTERM (its own shutdown waits 5 s for keep-alive clients) is killed.
const KILL_AFTER_MS = 15_000;

/** The primary: forks `count` workers and keeps them running until SIGTERM or SIGINT. */
export function superviseWorkers(count: number) {
  let stopping = false;
  let reforkDelay = FIRST_REFORK_MS;
  const fork = (firstRound: boolean) => {
    const worker = cluster.fork({ PANEL_WORKERS: String(count) });
    let serving = false;
    let jobWorkerIds: string[] = [];
    worker.on("message", (message) => {
      if (isJobWorkersMessage(message)) jobWorkerIds = message.jobWorkerIds;
      if (message !== READY_MESSAGE) return;
      serving = true;
      reforkDelay = FIRST_REFORK_MS;
    });
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      void releaseJobsOfDeadWorker(jobWorkerIds);
      // The first workers failing to start is a server that cannot start (a setting, the database): stop as it would.
      if (firstRound && !serving) {
        logger.error({ code, signal }, "A worker stopped before it served: the server stops");
        stop(code || 1);
        return;
      }
      logger.error({ code, signal, inMs: reforkDelay }, "A worker died: starting another");
      setTimeout(() => !stopping && fork(false), reforkDelay);
      reforkDelay = Math.min(reforkDelay * 2, MAX_REFORK_MS);
    });
  };
  const stop = (exitCode: number) => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
    let left = running.length;
    if (left === 0) process.exit(exitCode);
    for (const worker of running) {
      worker.once("exit", () => --left === 0 && process.exit(exitCode));
      worker.process.kill("SIGTERM");
    }
    setTimeout(
      () => running.forEach((worker) => worker.isDead() || worker.process.kill("SIGKILL")),
      KILL_AFTER_MS,
    ).unref();
  };
  for (let index = 0; index < count; index++) fork(true);
  process.once("SIGTERM", () => stop(0));
  process.once("SIGINT", () => stop(0));
}
