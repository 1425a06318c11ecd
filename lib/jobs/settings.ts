// How graphile-worker reaches the database, the same for the migrate step (scripts/db/migrate.ts), the
// worker (worker.ts) and enqueueJob's SQL (queue.ts), and how many jobs a process runs at once. No
// `server-only`: the migrate script loads it outside Next.
// docs/decisions/job-queue.md

/** Pinned, not left to graphile's GRAPHILE_WORKER_SCHEMA: enqueueJob's SQL names it. */
export const JOB_QUEUE_SCHEMA = "graphile_worker";

/**
 * Without prepared statements: the embedded database shares one session between its connections, where
 * two of them preparing the same statement name collide, and the queue's statements are cheap to plan.
 */
export function jobQueueSettings(connectionString = process.env.DATABASE_URL) {
  return { connectionString, schema: JOB_QUEUE_SCHEMA, noPreparedStatements: true } as const;
}

const DEFAULT_CONCURRENCY = 2;

/** JOB_CONCURRENCY: how many jobs one server process runs at once; a mistyped value stops the server. */
export function jobConcurrency(env: Record<string, string | undefined> = process.env): number {
  const value = env.JOB_CONCURRENCY;
  if (value === undefined || value === "") return DEFAULT_CONCURRENCY;
  const concurrency = Number(value);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 100) {
    throw new Error(`JOB_CONCURRENCY must be a whole number from 1 to 100, not "${value}"`);
  }
  return concurrency;
}
