// Runs the queue's jobs (graphile-worker): continuously in a long-lived server (startJobWorker: `npm start`'s
// every worker process, `npm run dev`), or once through what is due (runDueJobs: the serverless mode's
// POST /api/cron/jobs, and tests). docs/decisions/job-queue.md
import "server-only";
import { EventEmitter } from "node:events";
import {
  Logger,
  parseCronItems,
  run,
  runTaskListOnce,
  type LogFunctionFactory,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from "graphile-worker";
import pg from "pg";
import { CONNECTION_WAIT_MS } from "@/lib/db";
import { closeJobDb } from "@/lib/jobs/job-db";
import { RECURRING_JOBS } from "@/lib/jobs/recurring";
import { JOB_QUEUE_SCHEMA, jobConcurrency, jobQueueSettings } from "@/lib/jobs/settings";
import { TASKS } from "@/lib/jobs/tasks";
import { logger } from "@/lib/log/logger";

// Past this, a serverless pass stops taking jobs (the one under way finishes): the rest wait for the next call,
// rather than the platform ending the function mid-job, which would leave that job locked for graphile's 4 hours.
const DUE_JOBS_BUDGET_MS = 20_000;
// A worker that could not start (the database out of reach) tries again this much later.
const RESTART_DELAY_MS = 30_000;

// Graphile says "info" for every job it completes, a line per webhook delivery: those are debug lines here. Its
// metadata (whole job rows, payloads included) stays out of the log; the scope names the task and the job.
const LEVELS: Record<string, "error" | "warn" | "debug"> = {
  error: "error",
  warning: "warn",
  info: "debug",
  debug: "debug",
};
const logFactory: LogFunctionFactory = (scope) => (level, message, meta) => {
  const error = meta?.error;
  logger[LEVELS[level as string] ?? "warn"]({ jobQueue: scope, ...(error ? { err: error } : {}) }, message);
};
const jobLogger = new Logger(logFactory);

/** The queue's own connections, waiting for one no longer than the panel's queries do. */
function queuePool(max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
  });
  // An idle connection's error (the database restarting) must not end the process; graphile hears its clients'.
  pool.on("error", () => undefined);
  return pool;
}

export type JobWorker = { stop: () => Promise<void> };

/**
 * The continuous worker: JOB_CONCURRENCY jobs at once, woken by graphile's LISTEN (or its two-second poll where
 * notifications do not cross connections), and the crontab of recurring jobs. `stop` takes no new job, waits for
 * the running ones (signalling their abortSignal after graphile's five seconds), then closes its connections.
 * `onWorkerIds` hears the names of graphile's workers; `tasks` are for tests' own handlers.
 */
export function startJobWorker({
  onWorkerIds,
  tasks = TASKS,
}: { onWorkerIds?: (ids: string[]) => void; tasks?: TaskList } = {}): JobWorker {
  let runner: Runner | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Settles once the current runner (if any) has stopped and closed its connections.
  let finished = Promise.resolve();
  const restartLater = () => {
    if (!stopped) retry = setTimeout(() => (starting = start()), RESTART_DELAY_MS);
  };

  const start = async () => {
    const concurrency = jobConcurrency();
    // One connection per running job, one listening, one for the crontab and graphile's housekeeping.
    const pool = queuePool(concurrency + 2);
    const { connectionString: _givenAsPool, ...settings } = jobQueueSettings();
    // Graphile names each of its workers at random as it makes them; the jobs they lock carry the name.
    const ids: string[] = [];
    const events: WorkerEvents = new EventEmitter();
    events.on("worker:create", ({ worker }) => {
      ids.push(worker.workerId);
      onWorkerIds?.([...ids]);
    });
    try {
      runner = await run({
        ...settings,
        events,
        pgPool: pool,
        concurrency,
        logger: jobLogger,
        noHandleSignals: true,
        taskList: tasks,
        parsedCronItems: parseCronItems([...RECURRING_JOBS]),
      });
    } catch (error) {
      logger.error({ err: error }, `The job worker could not start: trying again in ${RESTART_DELAY_MS / 1000} s`);
      await pool.end();
      restartLater();
      return;
    }
    logger.info({ concurrency }, "The job worker is taking jobs");
    // Ends when stopped, or when graphile gives up on an error of its own: then it starts afresh, a while later.
    finished = runner.promise
      .catch((error) => logger.error({ err: error }, "The job worker stopped on an error"))
      .finally(async () => {
        runner = null;
        await pool.end();
        restartLater();
      });
  };
  let starting = start();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await starting;
      await runner?.stop().catch((error) => logger.error({ err: error }, "The job worker did not stop cleanly"));
      await finished;
      await closeJobDb();
    },
  };
}

/**
 * Unlocks the jobs that workers of a process known to be dead had locked, for another worker to take now rather
 * than after graphile's four hours. Only for a process that has ended: a live worker's jobs would run twice.
 */
export async function releaseJobsOf(workerIds: string[]): Promise<void> {
  const pool = queuePool(1);
  try {
    await pool.query(`SELECT ${JOB_QUEUE_SCHEMA}.force_unlock_workers($1::text[])`, [workerIds]);
  } finally {
    await pool.end();
  }
}

export type DueJobsResult = { succeeded: number; failed: number };

/**
 * Runs the jobs due now, one at a time, until none is left or `budgetMs` has passed; a failed attempt is
 * scheduled again later (graphile's backoff), not retried in this pass. Concurrent passes and workers never
 * take the same job (row locks, SKIP LOCKED). Only jobs of `tasks` are taken (tests give handlers of their own).
 */
export async function runDueJobs({
  budgetMs = DUE_JOBS_BUDGET_MS,
  tasks = TASKS,
}: { budgetMs?: number; tasks?: TaskList } = {}): Promise<DueJobsResult> {
  const result: DueJobsResult = { succeeded: 0, failed: 0 };
  const events: WorkerEvents = new EventEmitter();
  events.on("job:success", () => result.succeeded++);
  events.on("job:error", () => result.failed++);
  const pool = queuePool(1);
  try {
    const client = await pool.connect();
    try {
      const settings = { ...jobQueueSettings(), logger: jobLogger, events, noHandleSignals: true };
      const pass = runTaskListOnce(settings, tasks, client);
      const budget = setTimeout(() => void pass.gracefulShutdown("Its time budget is spent"), budgetMs);
      await pass.promise.finally(() => clearTimeout(budget));
      return result;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
