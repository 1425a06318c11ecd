// Attempts of webhook deliveries (docs/decisions/webhooks.md): the schedule, the sweeps that attempt what is due, and
// how a batch of attempts is sent and logged. The fan-out (fan-out.ts) makes deliveries and attempts their first
// sends; the sweep (sweep.ts) attempts the rest. Both claim a batch in one transaction, lease it, send with no
// connection held, then log every outcome here in one transaction. `now` is a parameter so tests run the schedule
// without waiting.
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobDb } from "@/lib/jobs/job-db";
import { enqueueJobs, type JobClient, type KeyedJob } from "@/lib/jobs/queue";
import { failedForADay } from "@/lib/webhooks/messages";
import { openWebhookSecret } from "@/lib/webhooks/secret";
import type { Resolver } from "@/lib/webhooks/safe-target";
import { sendWebhook, type SendOutcome } from "@/lib/webhooks/send";

type Tx = Prisma.TransactionClient;

export const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait before each retry: the first attempt, then six more over about nineteen hours. */
export const RETRY_SCHEDULE_MS = [5 * SECOND, MINUTE, 10 * MINUTE, HOUR, 6 * HOUR, 12 * HOUR] as const;
/** An endpoint whose deliveries fail this long without one success is disabled. */
export const FAILING_LIMIT_MS = 24 * HOUR;
/** Deliveries and their attempts are kept this long (the events with them). */
export const DELIVERY_HISTORY_MS = 30 * 24 * HOUR;

/** Events a fan-out, or deliveries a sweep, takes in one transaction: its statements stay short. */
export const CLAIM_BATCH = 200;
/** Attempts a batch has in flight at once (an HTTP request each, no database connection). */
export const SENDS_IN_FLIGHT = 32;

/**
 * How long a claimed attempt (a fan-out's first, a sweep's retry) may take to be sent and logged. Its delivery is due
 * again then (`next_attempt_at`, which also fences the claim: an outcome is logged only while it still holds that
 * time), with a sweep queued for that moment: an attempt whose process died between the claim's commit and the log
 * loses nothing. Past it a slow attempt may be sent twice (at least once).
 */
export const ATTEMPT_LEASE_MS = 60 * SECOND;

/**
 * Sweeps of the endpoints' due deliveries, one job per endpoint and second (its key), in a queue of the endpoint's own
 * (graphile runs one job of a named queue at a time): a hundred failures in a second wake one sweep, and a slow
 * receiver's sweeps take one worker's slot, never every one. A sweep already running when its key is queued again
 * leaves a new job waiting (graphile's rule for a locked key).
 */
export function queueSweeps(client: JobClient, wakes: readonly { endpointId: string; at: Date }[]): Promise<void> {
  const jobs = new Map<string, KeyedJob>();
  for (const { endpointId, at } of wakes) {
    const second = Math.floor(at.getTime() / SECOND);
    const jobKey = `webhooks.sweep:${endpointId}:${second}`;
    jobs.set(jobKey, {
      payload: { endpointId },
      runAt: new Date(second * SECOND),
      jobKey,
      queueName: `webhooks.sweep:${endpointId}`,
    });
  }
  return enqueueJobs(client, "webhooks.sweep", [...jobs.values()]);
}

/** A claimed delivery, with what its request needs and the end of its lease. */
export type Sendable = {
  id: string;
  eventId: string;
  payload: Prisma.JsonValue;
  endpointId: string;
  url: string;
  secret: string;
  leasedUntil: Date;
};

export type AttemptOptions = { now?: Date; resolve?: Resolver };

/** Sends, SENDS_IN_FLIGHT at a time, holding no database connection, then logs every outcome in one transaction. */
export async function attemptAll(deliveries: readonly Sendable[], { now, resolve }: AttemptOptions): Promise<void> {
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

type Outcome = { delivery: Sendable; outcome: SendOutcome };

/**
 * Logs attempts made at `now`, in a few statements however many. Every attempt is logged (it happened) unless its
 * delivery is gone with its endpoint; a delivery's state moves only while the claim still holds it (still pending, its
 * `next_attempt_at` the claim's lease): a manual Retry or a slower attempt past its lease has taken it since.
 */
async function recordOutcomes(tx: Tx, outcomes: readonly Outcome[], now: Date): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "webhook_attempts" ("id", "delivery_id", "at", "status_code", "duration_ms", "error", "response_excerpt")
    SELECT gen_random_uuid()::text, d."id", ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC', a.status_code, a.duration_ms,
           a.error, a.response_excerpt
      FROM unnest(${outcomes.map(({ delivery }) => delivery.id)}::text[],
                  ${outcomes.map(({ outcome }) => outcome.statusCode)}::int[],
                  ${outcomes.map(({ outcome }) => outcome.durationMs)}::int[],
                  ${outcomes.map(({ outcome }) => outcome.error)}::text[],
                  ${outcomes.map(({ outcome }) => outcome.responseExcerpt)}::text[])
           AS a(delivery_id, status_code, duration_ms, error, response_excerpt)
      JOIN "webhook_deliveries" AS d ON d."id" = a.delivery_id`;
  const succeeded = outcomes.filter(({ outcome }) => outcome.error === null).map(({ delivery }) => delivery);
  if (succeeded.length > 0) {
    for (const [leasedUntil, ids] of byLease(succeeded)) {
      await tx.webhookDelivery.updateMany({
        where: { id: { in: ids }, status: "pending", nextAttemptAt: leasedUntil },
        data: { status: "succeeded", nextAttemptAt: null, attemptCount: { increment: 1 } },
      });
    }
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

/** Deliveries' ids by the lease they were claimed under (a batch has one; the map keeps the rule exact). */
function byLease(deliveries: readonly Sendable[]): Map<Date, string[]> {
  const groups = new Map<number, { lease: Date; ids: string[] }>();
  for (const { id, leasedUntil } of deliveries) {
    const group = groups.get(leasedUntil.getTime()) ?? { lease: leasedUntil, ids: [] };
    group.ids.push(id);
    groups.set(leasedUntil.getTime(), group);
  }
  return new Map([...groups.values()].map(({ lease, ids }) => [lease, ids]));
}

/**
 * Counts the failed attempts and schedules each delivery's next (or fails it when the schedule is spent), in one
 * statement reading each delivery's own count; then wakes each endpoint's sweep at its earliest retry (the sweep
 * queues itself again for the next), and notes each endpoint's failure.
 */
async function recordFailures(tx: Tx, failed: readonly Outcome[], now: Date): Promise<void> {
  const counted = await tx.$queryRaw<{ endpoint_id: string; attempt_count: number }[]>`
    UPDATE "webhook_deliveries" AS d
       SET "attempt_count" = d."attempt_count" + 1,
           "next_attempt_at" = ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'
             + (${[...RETRY_SCHEDULE_MS]}::int[])[d."attempt_count" + 1] * interval '1 millisecond',
           "status" = (CASE WHEN d."attempt_count" < ${RETRY_SCHEDULE_MS.length} THEN 'pending' ELSE 'failed' END)::"webhook_delivery_status",
           "updated_at" = ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'
      FROM unnest(${failed.map(({ delivery }) => delivery.id)}::text[],
                  ${failed.map(({ delivery }) => delivery.leasedUntil.toISOString())}::timestamptz[]) AS f(id, leased_until)
     WHERE d."id" = f.id AND d."status" = 'pending' AND d."next_attempt_at" = f.leased_until AT TIME ZONE 'UTC'
    RETURNING d."endpoint_id", d."attempt_count"`;
  const earliest = new Map<string, number>();
  for (const { endpoint_id, attempt_count } of counted) {
    const wait = RETRY_SCHEDULE_MS[attempt_count - 1];
    if (wait !== undefined) earliest.set(endpoint_id, Math.min(earliest.get(endpoint_id) ?? Infinity, wait));
  }
  await queueSweeps(
    tx,
    [...earliest].map(([endpointId, wait]) => ({ endpointId, at: new Date(now.getTime() + wait) })),
  );
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
  if (disabled.count > 0) await failPendingDeliveries(tx, endpointId);
}

/**
 * A disabled endpoint's waiting deliveries fail at once, so the log says so now, not at each retry's time. Enabling it
 * again does not bring them back: an admin who wants one sent uses Retry.
 */
export function failPendingDeliveries(tx: Tx, endpointId: string) {
  return tx.webhookDelivery.updateMany({
    where: { endpointId, status: "pending" },
    data: { status: "failed", nextAttemptAt: null },
  });
}

/** The recurring purge: deliveries (with their attempts) and events older than the history kept. */
export async function purgeWebhookHistory(now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - DELIVERY_HISTORY_MS);
  await db.webhookDelivery.deleteMany({ where: { createdAt: { lt: before } } });
  await db.webhookEvent.deleteMany({ where: { createdAt: { lt: before } } });
}
