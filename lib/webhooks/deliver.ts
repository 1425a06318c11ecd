// Delivery of the outbox's events (docs/decisions/webhooks.md): the fan-out job takes the events not yet fanned out a
// batch at a time, makes one delivery per enabled endpoint that wants each, and sends their first attempts at once,
// concurrently and outside any transaction, then logs every outcome in one transaction. A failed attempt is due again
// on the schedule below (about a day in all), after which the delivery has failed; a sweep job per endpoint and
// second attempts what is due. An endpoint failing without a success for a day is disabled. The queue only calls
// these functions; `now` is a parameter so tests run the schedule without waiting.
import { Webhook } from "standardwebhooks";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobDb } from "@/lib/jobs/job-db";
import { enqueueJobs, type KeyedJob } from "@/lib/jobs/queue";
import { queueFanOut } from "@/lib/webhooks/events";
import { failedForADay } from "@/lib/webhooks/messages";
import { openWebhookSecret } from "@/lib/webhooks/secret";
import type { Resolver } from "@/lib/webhooks/safe-target";
import { sendWebhook, type SendOutcome } from "@/lib/webhooks/send";

type Tx = Prisma.TransactionClient;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait before each retry: the first attempt, then six more over about nineteen hours. */
export const RETRY_SCHEDULE_MS = [5 * SECOND, MINUTE, 10 * MINUTE, HOUR, 6 * HOUR, 12 * HOUR] as const;
/** An endpoint whose deliveries fail this long without one success is disabled. */
export const FAILING_LIMIT_MS = 24 * HOUR;
/** Deliveries and their attempts are kept this long (the events with them). */
export const DELIVERY_HISTORY_MS = 30 * 24 * HOUR;

/** Events one fan-out transaction takes: its statements stay short, and a bulk change's events are spread. */
export const FAN_OUT_BATCH = 200;
// Then the job ends and queues the next, so a serverless pass (20 s) is not cut mid-batch under steady load.
const BATCHES_PER_FAN_OUT = 20;
/** First attempts a fan-out has in flight at once (an HTTP request each, no database connection). */
export const SENDS_IN_FLIGHT = 32;

/**
 * How long a claimed attempt (a fan-out's first, a sweep's retry) may take to be sent and logged. Its delivery is due
 * again then (`next_attempt_at`), with a sweep queued for that moment: an attempt whose process died between the
 * claim's commit and the log loses nothing. Past it a slow attempt may be sent twice (at least once).
 */
export const ATTEMPT_LEASE_MS = 60 * SECOND;
// A sweep takes the deliveries due within this much of its start. Its job is queued for the second its wake falls in,
// rounded down (a manual Retry runs at once), and the queue starts it by the database's clock where the schedule was
// written by the server's: the margin covers both, so a retry may go up to two seconds early, never be left behind.
const DUE_AHEAD_MS = 2 * SECOND;
// Batches one sweep sends before it ends and leaves the rest to the next, as the fan-out does.
const BATCHES_PER_SWEEP = 20;

type JobClient = Parameters<typeof enqueueJobs>[0];

/**
 * Sweeps of the endpoints' due deliveries, one job per endpoint and second (its key): a hundred failures in a second
 * wake one sweep, not a hundred jobs, and a failing receiver's retries never hold up another endpoint's. A sweep
 * already running when its key is queued again leaves a new job waiting (graphile's rule for a locked key).
 */
export function queueSweeps(client: JobClient, wakes: readonly { endpointId: string; at: Date }[]): Promise<void> {
  const jobs = new Map<string, KeyedJob>();
  for (const { endpointId, at } of wakes) {
    const second = Math.floor(at.getTime() / SECOND);
    const jobKey = `webhooks.sweep:${endpointId}:${second}`;
    jobs.set(jobKey, { payload: { endpointId }, runAt: new Date(second * SECOND), jobKey });
  }
  return enqueueJobs(client, "webhooks.sweep", [...jobs.values()]);
}

/** A delivery about to be attempted, with what its request needs. */
type Sendable = {
  id: string;
  eventId: string;
  payload: Prisma.JsonValue;
  endpointId: string;
  url: string;
  secret: string;
};

/**
 * One batch of waiting events, in one transaction: taken `FOR UPDATE SKIP LOCKED` (a concurrent fan-out takes
 * others), marked fanned out, and given a delivery per enabled endpoint subscribed to the type, leased for its first
 * attempt. The unique (event, endpoint) pair keeps a delivery single even against a fan-out of an older version.
 */
function claimEvents(now: Date): Promise<{ claimed: number; deliveries: Sendable[] }> {
  return jobDb().$transaction(async (tx) => {
    const events = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "webhook_events" SET "fanned_out_at" = now() AT TIME ZONE 'UTC'
       WHERE "id" IN (
         SELECT "id" FROM "webhook_events" WHERE "fanned_out_at" IS NULL
          ORDER BY "created_at" LIMIT ${FAN_OUT_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING "id"::text`;
    if (events.length === 0) return { claimed: 0, deliveries: [] };
    const leasedUntil = new Date(now.getTime() + ATTEMPT_LEASE_MS);
    const deliveries = await tx.$queryRaw<Sendable[]>`
      WITH created AS (
        INSERT INTO "webhook_deliveries" ("id", "event_id", "endpoint_id", "next_attempt_at", "updated_at")
        SELECT gen_random_uuid()::text, e."id", ep."id", ${leasedUntil}::timestamptz AT TIME ZONE 'UTC',
               now() AT TIME ZONE 'UTC'
          FROM "webhook_events" AS e
          JOIN "webhook_endpoints" AS ep ON ep."enabled" AND ep."events" @> ARRAY[e."type"]
         WHERE e."id" = ANY(${events.map((event) => event.id)}::uuid[])
        ON CONFLICT ("event_id", "endpoint_id") DO NOTHING
        RETURNING "id", "event_id", "endpoint_id")
      SELECT c."id", e."id"::text AS "eventId", e."payload", ep."id" AS "endpointId", ep."url", ep."secret"
        FROM created AS c
        JOIN "webhook_events" AS e ON e."id" = c."event_id"
        JOIN "webhook_endpoints" AS ep ON ep."id" = c."endpoint_id"`;
    await queueSweeps(tx, leaseEnds(deliveries, leasedUntil));
    return { claimed: events.length, deliveries };
  });
}

/** A sweep for each endpoint when the lease on its claimed attempts ends. */
const leaseEnds = (deliveries: readonly Sendable[], at: Date) =>
  [...new Set(deliveries.map((delivery) => delivery.endpointId))].map((endpointId) => ({ endpointId, at }));

/**
 * Each change queues a fan-out job, and one fan-out takes every event waiting: the others waiting now would find
 * nothing. They are dropped (graphile's `complete_jobs`, which leaves a job a worker holds alone) before the claim,
 * so every change they woke for has committed its events, and this fan-out or one running beside it takes them.
 */
function dropWaitingFanOuts(): Promise<number> {
  return jobDb().$executeRaw`SELECT graphile_worker.complete_jobs(ARRAY(
    SELECT "id" FROM graphile_worker.jobs
     WHERE "task_identifier" = 'webhooks.fan_out' AND "locked_at" IS NULL AND "run_at" <= now()))`;
}

/**
 * The fan-out job: batches of waiting events until none is left, each batch's first attempts sent at once and
 * logged together. A process killed between a send and its log sends again (the receiver dedupes on webhook-id);
 * one killed before its batch's commit leaves the events waiting for the next fan-out. Answers the deliveries made.
 */
export async function fanOutEvents(options: AttemptOptions = {}): Promise<number> {
  await dropWaitingFanOuts();
  let made = 0;
  for (let batch = 0; batch < BATCHES_PER_FAN_OUT; batch++) {
    const { claimed, deliveries } = await claimEvents(options.now ?? new Date());
    made += deliveries.length;
    await attemptAll(deliveries, options);
    if (claimed < FAN_OUT_BATCH) return made;
  }
  await queueFanOut(jobDb());
  return made;
}

/**
 * One batch of an endpoint's due deliveries (a retry's time come, a manual Retry, a test event, a lease ended), in one
 * transaction: taken `FOR UPDATE SKIP LOCKED` and leased as a fan-out's are. An endpoint disabled meanwhile fails
 * its waiting deliveries without a request.
 */
function claimDue(endpointId: string, now: Date): Promise<Sendable[]> {
  return jobDb().$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({
      where: { id: endpointId },
      select: { url: true, secret: true, enabled: true },
    });
    if (!endpoint) return [];
    if (!endpoint.enabled) {
      await tx.webhookDelivery.updateMany({
        where: { endpointId, status: "pending" },
        data: { status: "failed", nextAttemptAt: null },
      });
      return [];
    }
    const leasedUntil = new Date(now.getTime() + ATTEMPT_LEASE_MS);
    const due = await tx.$queryRaw<Omit<Sendable, "url" | "secret" | "endpointId">[]>`
      WITH claimed AS (
        UPDATE "webhook_deliveries" SET "next_attempt_at" = ${leasedUntil}::timestamptz AT TIME ZONE 'UTC'
         WHERE "id" IN (
           SELECT "id" FROM "webhook_deliveries"
            WHERE "endpoint_id" = ${endpointId} AND "status" = 'pending'
              AND "next_attempt_at" <= ${new Date(now.getTime() + DUE_AHEAD_MS)}::timestamptz AT TIME ZONE 'UTC'
            ORDER BY "next_attempt_at" LIMIT ${FAN_OUT_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING "id", "event_id")
      SELECT c."id", e."id"::text AS "eventId", e."payload"
        FROM claimed AS c JOIN "webhook_events" AS e ON e."id" = c."event_id"`;
    if (due.length > 0) await queueSweeps(tx, [{ endpointId, at: leasedUntil }]);
    return due.map((delivery) => ({ ...delivery, endpointId, url: endpoint.url, secret: endpoint.secret }));
  });
}

/**
 * The `webhooks.sweep` job: the endpoint's due deliveries attempted, a batch at a time, each batch sent at once and
 * logged together as a fan-out's first attempts are; failures are due again on the schedule. Then the endpoint's
 * next sweep is queued for its earliest delivery still pending, so none is left behind whatever woke this one.
 * Answers the attempts made.
 */
export async function sweepDueDeliveries(endpointId: string, options: AttemptOptions = {}): Promise<number> {
  let attempted = 0;
  for (let batch = 0; batch < BATCHES_PER_SWEEP; batch++) {
    const now = options.now ?? new Date();
    const due = await claimDue(endpointId, now);
    attempted += due.length;
    await attemptAll(due, { ...options, now });
    if (due.length < FAN_OUT_BATCH) break;
  }
  const { _min } = await jobDb().webhookDelivery.aggregate({
    where: { endpointId, status: "pending" },
    _min: { nextAttemptAt: true },
  });
  if (_min.nextAttemptAt) await queueSweeps(jobDb(), [{ endpointId, at: _min.nextAttemptAt }]);
  return attempted;
}

/** Sends, SENDS_IN_FLIGHT at a time, holding no database connection, then logs every outcome in one transaction. */
async function attemptAll(deliveries: readonly Sendable[], { now, resolve }: AttemptOptions): Promise<void> {
  if (deliveries.length === 0) return;
  const at = now ?? new Date();
  const outcomes: Outcome[] = [];
  let next = 0;
  const sender = async () => {
    for (let index = next++; index < deliveries.length; index = next++) {
      const delivery = deliveries[index]!;
      outcomes.push({ delivery, outcome: await attempt(delivery, at, resolve) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_IN_FLIGHT, deliveries.length) }, sender));
  await jobDb().$transaction((tx) => recordOutcomes(tx, outcomes, at));
}

/** The Standard Webhooks headers: the event's id (the receiver's dedup key), the attempt's time, the signature. */
export function signedHeaders(secret: string, eventId: string, at: Date, body: string): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": "admin-panel-webhooks",
    "webhook-id": eventId,
    "webhook-timestamp": Math.floor(at.getTime() / 1000).toString(),
    "webhook-signature": new Webhook(secret).sign(eventId, at, body),
  };
}

const UNREADABLE_SECRET: SendOutcome = {
  statusCode: null,
  durationMs: 0,
  error: "The signing secret cannot be read (NEXTAUTH_SECRET changed): create the webhook again",
  responseExcerpt: "",
};

async function attempt(delivery: Sendable, now: Date, resolve?: Resolver): Promise<SendOutcome> {
  const secret = openWebhookSecret(delivery.secret);
  if (!secret) return UNREADABLE_SECRET;
  const body = JSON.stringify(delivery.payload);
  const headers = signedHeaders(secret, delivery.eventId, now, body);
  return sendWebhook({ url: delivery.url, body, headers, resolve });
}

export type AttemptOptions = { now?: Date; resolve?: Resolver };

type Outcome = { delivery: Pick<Sendable, "id" | "endpointId">; outcome: SendOutcome };

/** Logs attempts made at `now`, in a few statements however many: the successes together, the failures together. */
async function recordOutcomes(tx: Tx, outcomes: readonly Outcome[], now: Date): Promise<void> {
  await tx.webhookAttempt.createMany({
    data: outcomes.map(({ delivery, outcome }) => ({ deliveryId: delivery.id, at: now, ...outcome })),
  });
  const succeeded = outcomes.filter(({ outcome }) => outcome.error === null).map(({ delivery }) => delivery);
  if (succeeded.length > 0) {
    await tx.webhookDelivery.updateMany({
      where: { id: { in: succeeded.map((delivery) => delivery.id) } },
      data: { status: "succeeded", nextAttemptAt: null, attemptCount: { increment: 1 } },
    });
    // Only a failing endpoint is written to: a success does not raise the version of a healthy one.
    await tx.webhookEndpoint.updateMany({
      where: {
        id: { in: [...new Set(succeeded.map((delivery) => delivery.endpointId))] },
        failingSince: { not: null },
      },
      data: { failingSince: null },
    });
  }
  const failed = outcomes.filter(({ outcome }) => outcome.error !== null);
  if (failed.length > 0) await recordFailures(tx, failed, now);
}

/**
 * Counts the failed attempts and schedules each delivery's next (or fails it when the schedule is spent), in one
 * statement reading each delivery's own count; then queues the retries in one more, and notes each endpoint's failure.
 */
async function recordFailures(tx: Tx, failed: readonly Outcome[], now: Date): Promise<void> {
  const counted = await tx.$queryRaw<{ id: string; attempt_count: number }[]>`
    UPDATE "webhook_deliveries" AS d
       SET "attempt_count" = d."attempt_count" + 1,
           "next_attempt_at" = ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'
             + (${[...RETRY_SCHEDULE_MS]}::int[])[d."attempt_count" + 1] * interval '1 millisecond',
           "status" = (CASE WHEN d."attempt_count" < ${RETRY_SCHEDULE_MS.length} THEN 'pending' ELSE 'failed' END)::"webhook_delivery_status",
           "updated_at" = ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'
     WHERE d."id" = ANY(${failed.map(({ delivery }) => delivery.id)}::text[])
    RETURNING d."id", d."attempt_count"`;
  const endpointOf = new Map(failed.map(({ delivery }) => [delivery.id, delivery.endpointId]));
  const retries = counted.flatMap(({ id, attempt_count }) => {
    const wait = RETRY_SCHEDULE_MS[attempt_count - 1];
    if (wait === undefined) return [];
    return [{ endpointId: endpointOf.get(id)!, at: new Date(now.getTime() + wait) }];
  });
  await queueSweeps(tx, retries);
  // Each endpoint once, with its last error: a batch holds a few endpoints' deliveries, not a row each.
  const lastErrors = new Map(failed.map(({ delivery, outcome }) => [delivery.endpointId, outcome.error!]));
  for (const [endpointId, error] of lastErrors) await noteFailure(tx, endpointId, error, now);
}

/** A failure starts the endpoint's failing period, or disables it when the period has lasted a day. */
async function noteFailure(tx: Tx, endpointId: string, error: string, now: Date) {
  await tx.webhookEndpoint.updateMany({ where: { id: endpointId, failingSince: null }, data: { failingSince: now } });
  const disabled = await tx.webhookEndpoint.updateMany({
    where: { id: endpointId, enabled: true, failingSince: { lte: new Date(now.getTime() - FAILING_LIMIT_MS) } },
    data: { enabled: false, disabledReason: failedForADay(error) },
  });
  if (disabled.count === 0) return;
  // What was still waiting will not be sent: the log says so now, not at each queued attempt.
  await tx.webhookDelivery.updateMany({
    where: { endpointId, status: "pending" },
    data: { status: "failed", nextAttemptAt: null },
  });
}

/** The recurring purge: deliveries (with their attempts) and events older than the history kept. */
export async function purgeWebhookHistory(now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - DELIVERY_HISTORY_MS);
  await jobDb().webhookDelivery.deleteMany({ where: { createdAt: { lt: before } } });
  await jobDb().webhookEvent.deleteMany({ where: { createdAt: { lt: before } } });
}
