// The job queue (lib/jobs, docs/decisions/job-queue.md): a job enqueued in a transaction exists exactly when it
// commits, runs once, is attempted again after a failure, and is never taken by two passes at once; the
// serverless cron route runs what is due; a running worker keeps the hourly jobs in graphile's crontab.
// On a database of its own: a pass runs every job due in its database, other files' included.
import type { JobHelpers, TaskList } from "graphile-worker";
import { parseCronItems } from "graphile-worker";
import type * as CronJobsRoute from "@/app/api/cron/jobs/route";
import type * as QueueModule from "@/lib/jobs/queue";
import type * as RecurringModule from "@/lib/jobs/recurring";
import type * as WorkerModule from "@/lib/jobs/worker";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";
import { onPostgres } from "../helpers/on-postgres";

const db = switchToIsolatedDatabase("JOBS_DATABASE_URL");
const { enqueueJob } = jest.requireActual<typeof QueueModule>("@/lib/jobs/queue");
const { RECURRING_JOBS } = jest.requireActual<typeof RecurringModule>("@/lib/jobs/recurring");
const { releaseJobsOf, runDueJobs, startJobWorker } = jest.requireActual<typeof WorkerModule>("@/lib/jobs/worker");
const { POST: cronJobs } = jest.requireActual<typeof CronJobsRoute>("@/app/api/cron/jobs/route");

// The tests below marked onPostgres run on PostgreSQL only: two passes at once hold a connection each for their whole
// run: the embedded database would serve them in turn.

const DAY_MS = 24 * 60 * 60 * 1000;

type JobRow = { id: string; task: string; attempts: number; lastError: string | null };
const queuedJobs = () =>
  db.$queryRaw<JobRow[]>`SELECT id::text, task_identifier AS "task", attempts, last_error AS "lastError"
                           FROM graphile_worker.jobs ORDER BY id`;
/** As if each job's backoff had passed. */
const makeQueuedJobsDue = () => db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now()`;

/** A contact in the trash for longer than the retention: the purge's to forget. */
const expiredTrashEntry = () =>
  db.trashEntry.create({
    data: {
      type: "contact",
      recordId: crypto.randomUUID(),
      label: "expired",
      record: {},
      batchId: crypto.randomUUID(),
      deletedAt: new Date(Date.now() - 40 * DAY_MS),
    },
  });
const inTrash = async (id: string) => (await db.trashEntry.count({ where: { id } })) === 1;

/** The purge task's name with a handler of the test's own. */
const handledBy = (handler: TaskList[string]): TaskList => ({ "trash.purge": handler });

afterEach(async () => {
  await db.$executeRaw`DELETE FROM graphile_worker._private_jobs`;
});

describe("enqueueJob and runDueJobs", () => {
  it("run a job enqueued in a committed transaction once: the real purge forgets the expired entry", async () => {
    const entry = await expiredTrashEntry();
    await db.$transaction((tx) => enqueueJob(tx, "trash.purge", {}));
    expect(await queuedJobs()).toMatchObject([{ task: "trash.purge", attempts: 0 }]);

    expect(await runDueJobs()).toEqual({ succeeded: 1, failed: 0 });
    expect(await inTrash(entry.id)).toBe(false);
    expect(await queuedJobs()).toEqual([]);
    expect(await runDueJobs()).toEqual({ succeeded: 0, failed: 0 });
  });

  it("never run a job whose transaction rolled back", async () => {
    const entry = await expiredTrashEntry();
    await expect(
      db.$transaction(async (tx) => {
        await enqueueJob(tx, "trash.purge", {});
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");

    expect(await queuedJobs()).toEqual([]);
    expect(await runDueJobs()).toEqual({ succeeded: 0, failed: 0 });
    expect(await inTrash(entry.id)).toBe(true);
    await db.trashEntry.delete({ where: { id: entry.id } });
  });

  it("leave a job for later: not before its run time, and one key keeps one job waiting", async () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await enqueueJob(db, "trash.purge", { first: true }, { runAt: inAnHour, jobKey: "the-purge" });
    await enqueueJob(db, "trash.purge", { second: true }, { runAt: inAnHour, jobKey: "the-purge" });
    expect(await queuedJobs()).toHaveLength(1);

    const payloads: unknown[] = [];
    const recording = handledBy((payload) => void payloads.push(payload));
    expect(await runDueJobs({ tasks: recording })).toEqual({ succeeded: 0, failed: 0 });
    await makeQueuedJobsDue();
    expect(await runDueJobs({ tasks: recording })).toEqual({ succeeded: 1, failed: 0 });
    expect(payloads).toEqual([{ second: true }]);
  });

  it("attempt a failing job again after graphile's backoff, keeping its error, and give up after its attempts", async () => {
    let calls = 0;
    const failsOnce = handledBy(async () => {
      if (++calls === 1) throw new Error("the store is down");
    });
    await enqueueJob(db, "trash.purge", {}, { maxAttempts: 3 });
    expect(await runDueJobs({ tasks: failsOnce })).toEqual({ succeeded: 0, failed: 1 });
    expect(await queuedJobs()).toMatchObject([
      { attempts: 1, lastError: expect.stringContaining("the store is down") },
    ]);
    // Its next attempt waits for the backoff (e¹ seconds after the first): a pass now leaves it.
    expect(await runDueJobs({ tasks: failsOnce })).toEqual({ succeeded: 0, failed: 0 });
    await makeQueuedJobsDue();
    expect(await runDueJobs({ tasks: failsOnce })).toEqual({ succeeded: 1, failed: 0 });
    expect(calls).toBe(2);
    expect(await queuedJobs()).toEqual([]);

    const alwaysFails = handledBy(async () => {
      throw new Error("the receiver is gone");
    });
    await enqueueJob(db, "trash.purge", {}, { maxAttempts: 2 });
    const failedPerPass: number[] = [];
    for (let pass = 0; pass < 3; pass++) {
      failedPerPass.push((await runDueJobs({ tasks: alwaysFails })).failed);
      await makeQueuedJobsDue();
    }
    // Two attempts, then none: kept, failed for good, for an operator to see.
    expect(failedPerPass).toEqual([1, 1, 0]);
    expect(await queuedJobs()).toMatchObject([{ attempts: 2, lastError: expect.stringContaining("receiver is gone") }]);
  });

  onPostgres("never let two passes at once run the same job", async () => {
    const jobs = 40;
    await db.$transaction(async (tx) => {
      for (let index = 0; index < jobs; index++) await enqueueJob(tx, "trash.purge", { index });
    });
    const ran: string[] = [];
    const slow = handledBy(async (_payload, helpers: JobHelpers) => {
      ran.push(helpers.job.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });

    const passes = await Promise.all([runDueJobs({ tasks: slow }), runDueJobs({ tasks: slow })]);
    // Both took part (each ran some), and between them every job ran exactly once.
    expect(passes.every((pass) => pass.succeeded > 0)).toBe(true);
    expect(passes.reduce((sum, pass) => sum + pass.succeeded, 0)).toBe(jobs);
    expect(ran).toHaveLength(jobs);
    expect(new Set(ran).size).toBe(jobs);
    expect(await queuedJobs()).toEqual([]);
  });

  it("stop taking jobs once the pass's time budget is spent, finishing the one under way", async () => {
    await db.$transaction(async (tx) => {
      for (let index = 0; index < 5; index++) await enqueueJob(tx, "trash.purge", { index });
    });
    const slow = handledBy(() => new Promise((resolve) => setTimeout(resolve, 150)));
    const { succeeded } = await runDueJobs({ tasks: slow, budgetMs: 200 });
    expect(succeeded).toBeGreaterThanOrEqual(1);
    expect(succeeded).toBeLessThan(5);
    expect(await queuedJobs()).toHaveLength(5 - succeeded);
  });
});

describe("releaseJobsOf", () => {
  it("hands a dead process's locked jobs back at once, rather than after graphile's four hours", async () => {
    await enqueueJob(db, "trash.purge", {});
    await db.$executeRaw`UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'worker-killed'`;
    const ran = handledBy(() => undefined);
    expect(await runDueJobs({ tasks: ran })).toEqual({ succeeded: 0, failed: 0 });

    await releaseJobsOf(["worker-killed"]);
    expect(await runDueJobs({ tasks: ran })).toEqual({ succeeded: 1, failed: 0 });
  });
});

describe("POST /api/cron/jobs", () => {
  const CRON_SECRET = "a-cron-secret-long-enough";
  const request = (secret?: string) =>
    new Request("http://localhost/api/cron/jobs", {
      method: "POST",
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    });

  it("does not exist without CRON_SECRET, refuses a wrong secret, and runs the due jobs with it", async () => {
    const entry = await expiredTrashEntry();
    await enqueueJob(db, "trash.purge", {});
    expect((await cronJobs(request(CRON_SECRET))).status).toBe(404);
    process.env.CRON_SECRET = CRON_SECRET;
    try {
      expect((await cronJobs(request())).status).toBe(401);
      expect((await cronJobs(request("wrong-secret-of-some-length"))).status).toBe(401);
      expect(await queuedJobs()).toHaveLength(1);

      const answer = await cronJobs(request(CRON_SECRET));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ succeeded: 1, failed: 0 });
      expect(await inTrash(entry.id)).toBe(false);
    } finally {
      delete process.env.CRON_SECRET;
    }
  });
});

describe("the continuous worker", () => {
  it("schedules the purge and the sweep hourly, each at its own minute", () => {
    const at = (minute: number, hour: number) => ({ min: minute, hour, date: 29, month: 11, dow: 0 });
    const [purge, sweep] = parseCronItems([...RECURRING_JOBS]);
    expect([purge!.task, sweep!.task]).toEqual(["trash.purge", "bonus_files.sweep"]);
    expect([0, 5, 23].map((hour) => purge!.match(at(7, hour)))).toEqual([true, true, true]);
    expect([purge!.match(at(8, 5)), sweep!.match(at(7, 5)), sweep!.match(at(37, 5))]).toEqual([false, false, true]);
  });

  it("registers the recurring jobs in graphile's crontab and runs a job enqueued while it runs", async () => {
    const entry = await expiredTrashEntry();
    let workerIds: string[] = [];
    const worker = startJobWorker({ onWorkerIds: (ids) => (workerIds = ids) });
    try {
      expect(await waitFor(knownCrontabs, (known) => known.length === 5)).toEqual([
        "bonus_files.sweep",
        "sanctions.expire",
        "trash.purge",
        "webhooks.purge",
        "webhooks.recover",
      ]);
      await enqueueJob(db, "trash.purge", {});
      expect(
        await waitFor(
          () => inTrash(entry.id),
          (kept) => !kept,
        ),
      ).toBe(false);
      // One name per job it runs at once (JOB_CONCURRENCY, 2 by default), for the primary to release should it die.
      expect(new Set(workerIds).size).toBe(2);
    } finally {
      await worker.stop();
    }
  });

  it("stops taking jobs at stop, and finishes the one under way before it returns", async () => {
    const events: string[] = [];
    const slow = handledBy(async (payload) => {
      events.push(`started ${JSON.stringify(payload)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      events.push("finished");
    });
    const worker = startJobWorker({ tasks: slow });
    await enqueueJob(db, "trash.purge", { first: true });
    await waitFor(
      async () => events.length,
      (count) => count > 0,
    );

    await worker.stop();
    events.push("stopped");
    await enqueueJob(db, "trash.purge", { afterStop: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(['started {"first":true}', "finished", "stopped"]);
    expect(await queuedJobs()).toMatchObject([{ attempts: 0 }]);
  });
});

/** Reads every 100 ms until `done` holds of the answer, for at most ten seconds; answers the last read. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function knownCrontabs(): Promise<string[]> {
  const rows = await db.$queryRaw<{ identifier: string }[]>`
    SELECT identifier FROM graphile_worker._private_known_crontabs ORDER BY identifier`;
  return rows.map(({ identifier }) => identifier);
}
