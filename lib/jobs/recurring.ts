// The jobs the queue schedules itself: graphile-worker's crontab, kept by every worker. Each period's job
// is queued once across all instances (the worker that records the period in graphile's known-crontabs
// table first queues it; the others see it recorded), and its job key keeps one waiting at a time.
// docs/decisions/job-queue.md
import "server-only";
import type { CronItem } from "graphile-worker";
import type { TaskName } from "@/lib/jobs/tasks";

// A worker that starts within this long after a missed hour (all instances down at minute 7) runs it then.
const BACKFILL = 60 * 60 * 1000;
// An hourly job failing three times waits for the next hour rather than pile up retries behind it.
const ATTEMPTS = 3;

function hourly(task: TaskName, minute: number): CronItem {
  return {
    task,
    match: `${minute} * * * *`,
    options: { backfillPeriod: BACKFILL, maxAttempts: ATTEMPTS, jobKey: task },
  };
}

// Apart in the hour, so the purge's store deletions and the sweep's never compete. The webhooks' recovery runs every
// minute: a delivery a killed process left waits at most that long (lib/webhooks/sweep.ts); a missed minute is not
// worth running late, the next one does the same.
export const RECURRING_JOBS: readonly CronItem[] = [
  hourly("trash.purge", 7),
  hourly("bonus_files.sweep", 37),
  hourly("webhooks.purge", 52),
  {
    task: "webhooks.recover",
    match: "* * * * *",
    options: { backfillPeriod: 0, maxAttempts: 1, jobKey: "webhooks.recover" },
  },
  // Each sanction's own job ends it on time; this catches one whose job was lost or failed (at most a minute late).
  {
    task: "sanctions.expire",
    match: "* * * * *",
    options: { backfillPeriod: 0, maxAttempts: 1, jobKey: "sanctions.expire:sweep" },
  },
];
