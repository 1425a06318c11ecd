// Puts a job on the queue (graphile-worker's add_job) through the caller's own Prisma client. docs/decisions/job-queue.md
// No `server-only`: it reads no database of its own (the caller's client is given), and the audit writer, which
// raises webhook events through it, runs in `npm run admin:create` too, a plain Node process.
import type { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TaskName } from "@/lib/jobs/tasks";

export type JobOptions = {
  /** Not before then (default: now). */
  runAt?: Date;
  /** One waiting job per key: a second add with the key replaces the first's payload and time. */
  jobKey?: string;
  /** Attempts before the job is given up (graphile's default: 25, backing off exponentially). */
  maxAttempts?: number;
  /** Lower runs first (graphile's order: priority, then run_at); default 0. */
  priority?: number;
  /** With jobKey: a second add keeps the waiting job's earlier time (graphile's `preserve_run_at`). */
  keepRunAt?: boolean;
};

/**
 * One SQL statement on `client`: given a transaction, the job exists exactly when the transaction commits,
 * so a change and the work it owes (a webhook's delivery) are written or rolled back together.
 */
/** A Prisma client or transaction to queue through: the caller's, so the job commits with its change. */
export type JobClient = Prisma.TransactionClient | typeof db;

export async function enqueueJob(
  client: JobClient,
  task: TaskName,
  payload: Prisma.JsonObject,
  { runAt, jobKey, maxAttempts, priority, keepRunAt }: JobOptions = {},
): Promise<void> {
  await client.$executeRaw`SELECT graphile_worker.add_job(
    ${task}::text,
    ${JSON.stringify(payload)}::json,
    run_at => ${runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${maxAttempts ?? null}::int,
    job_key => ${jobKey ?? null}::text,
    priority => ${priority ?? null}::int,
    job_key_mode => ${keepRunAt ? "preserve_run_at" : "replace"}::text
  )`;
}

export type KeyedJob = {
  payload: Prisma.JsonObject;
  runAt: Date;
  jobKey: string;
  /** Jobs of one named queue run one at a time, in order (graphile's queue_name). */
  queueName?: string;
};

/** Many jobs of one task in one statement (graphile's add_jobs), each under its own key: a batch's retries. */
export async function enqueueJobs(client: JobClient, task: TaskName, jobs: readonly KeyedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await client.$executeRaw`SELECT count(*) FROM graphile_worker.add_jobs((
    SELECT array_agg(ROW(${task}::text, job.payload, job.queue, job.run_at, NULL, job.key, NULL, NULL)::graphile_worker.job_spec)
      FROM unnest(
        ${jobs.map((job) => JSON.stringify(job.payload))}::json[],
        ${jobs.map((job) => job.runAt.toISOString())}::timestamptz[],
        ${jobs.map((job) => job.jobKey)}::text[],
        ${jobs.map((job) => job.queueName ?? null)}::text[]
      ) AS job(payload, run_at, key, queue)
  ))`;
}
