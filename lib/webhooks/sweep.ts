// The sweeps (docs/decisions/webhooks.md): an endpoint's due deliveries (a retry's time come, a manual Retry, a test
// event, a failing endpoint's new deliveries, a lease ended) attempted a batch at a time, as the fan-out's first
// attempts are; and the minute's recovery, which wakes what a killed process left without a job.
import { jobDb } from "@/lib/jobs/job-db";
import {
  ATTEMPT_LEASE_MS,
  attemptAll,
  CLAIM_BATCH,
  failPendingDeliveries,
  queueSweeps,
  SECOND,
  type AttemptOptions,
  type Sendable,
} from "@/lib/webhooks/deliver";
import { fanOutEvents } from "@/lib/webhooks/fan-out";

// A sweep takes the deliveries due within this much of its start. Its job is queued for the second its wake falls in,
// rounded down (a manual Retry runs at once), and the queue starts it by the database's clock where the schedule was
// written by the server's: the margin covers the rounding and a server clock up to a second behind, so a retry may
// go up to two seconds early. A larger skew only delays a retry: the sweep queues itself again a second on.
const DUE_AHEAD_MS = 2 * SECOND;
// Batches one sweep sends before it ends and leaves the rest to the next, as the fan-out does.
const BATCHES_PER_SWEEP = 20;
// What the minute's recovery counts as left behind: waiting this long with no job about to take it.
const LEFT_BEHIND_MS = 30 * SECOND;

/**
 * One batch of an endpoint's due deliveries, in one transaction: taken `FOR UPDATE SKIP LOCKED` and leased as a
 * fan-out's are, the endpoint read `FOR SHARE` so an edit of its URL waits for the claim. A disabled endpoint's
 * waiting deliveries fail without a request.
 */
function claimDue(endpointId: string, now: Date): Promise<Sendable[]> {
  return jobDb().$transaction(async (tx) => {
    const [endpoint] = await tx.$queryRaw<{ url: string; secret: string; enabled: boolean }[]>`
      SELECT "url", "secret", "enabled" FROM "webhook_endpoints" WHERE "id" = ${endpointId} FOR SHARE`;
    if (!endpoint) return [];
    if (!endpoint.enabled) {
      await failPendingDeliveries(tx, endpointId);
      return [];
    }
    const leasedUntil = new Date(now.getTime() + ATTEMPT_LEASE_MS);
    const due = await tx.$queryRaw<Pick<Sendable, "id" | "eventId" | "payload">[]>`
      WITH claimed AS (
        UPDATE "webhook_deliveries" SET "next_attempt_at" = ${leasedUntil.toISOString()}::timestamptz AT TIME ZONE 'UTC'
         WHERE "id" IN (
           SELECT "id" FROM "webhook_deliveries"
            WHERE "endpoint_id" = ${endpointId} AND "status" = 'pending'
              AND "next_attempt_at" <= ${new Date(now.getTime() + DUE_AHEAD_MS).toISOString()}::timestamptz AT TIME ZONE 'UTC'
            ORDER BY "next_attempt_at" LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING "id", "event_id")
      SELECT c."id", e."id"::text AS "eventId", e."payload"
        FROM claimed AS c JOIN "webhook_events" AS e ON e."id" = c."event_id"`;
    if (due.length > 0) await queueSweeps(tx, [{ endpointId, at: leasedUntil }]);
    return due.map((delivery) => ({
      ...delivery,
      endpointId,
      url: endpoint.url,
      secret: endpoint.secret,
      leasedUntil,
    }));
  });
}

/**
 * The `webhooks.sweep` job: the endpoint's due deliveries attempted, a batch at a time, each batch sent at once and
 * logged together; failures are due again on the schedule. Then the endpoint's next sweep is queued for its earliest
 * delivery still pending (at least a second on), so none is left behind whatever woke this one. Answers the attempts
 * made.
 */
export async function sweepDueDeliveries(endpointId: string, options: AttemptOptions = {}): Promise<number> {
  let attempted = 0;
  for (let batch = 0; batch < BATCHES_PER_SWEEP; batch++) {
    const now = options.now ?? new Date();
    const due = await claimDue(endpointId, now);
    attempted += due.length;
    await attemptAll(due, { ...options, now });
    if (due.length < CLAIM_BATCH) break;
  }
  const { _min } = await jobDb().webhookDelivery.aggregate({
    where: { endpointId, status: "pending" },
    _min: { nextAttemptAt: true },
  });
  if (_min.nextAttemptAt) {
    const at = new Date(Math.max(_min.nextAttemptAt.getTime(), Date.now() + SECOND));
    await queueSweeps(jobDb(), [{ endpointId, at }]);
  }
  return attempted;
}

/**
 * The `webhooks.recover` job, every minute (and each serverless cron pass): what a process killed at the wrong moment
 * left without a job. Events still waiting half a minute on (a fan-out killed after dropping the others' jobs, before
 * its claim committed) are fanned out; an endpoint with a delivery due half a minute ago gets a sweep now. Each a
 * query on a partial index: nothing to do costs two index probes.
 */
export async function recoverDeliveries(): Promise<void> {
  const before = new Date(Date.now() - LEFT_BEHIND_MS).toISOString();
  const [waiting] = await jobDb().$queryRaw<{ waiting: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "webhook_events"
                    WHERE "fanned_out_at" IS NULL AND "created_at" <= ${before}::timestamptz AT TIME ZONE 'UTC') AS "waiting"`;
  if (waiting?.waiting) await fanOutEvents();
  const stranded = await jobDb().$queryRaw<{ id: string }[]>`
    SELECT ep."id" FROM "webhook_endpoints" AS ep
     WHERE ep."enabled" AND EXISTS (
       SELECT 1 FROM "webhook_deliveries" AS d
        WHERE d."endpoint_id" = ep."id" AND d."status" = 'pending'
          AND d."next_attempt_at" <= ${before}::timestamptz AT TIME ZONE 'UTC')`;
  const now = new Date();
  await queueSweeps(
    jobDb(),
    stranded.map(({ id }) => ({ endpointId: id, at: now })),
  );
}
