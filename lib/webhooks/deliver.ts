// Delivery of the outbox's events (docs/decisions/webhooks.md): a fan-out job per batch of events makes one
// delivery per enabled endpoint that wants the event and queues its first attempt; each attempt is one signed
// POST, logged, and on failure the next attempt is queued on the schedule below (about a day in all), after which
// the delivery has failed. An endpoint failing without a success for a day is disabled. The queue only calls these
// functions; `now` is a parameter so tests run the schedule without waiting.
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/queue";
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

/** One queued attempt per delivery: a manual retry replaces the scheduled one instead of adding a second. */
export function queueAttempt(tx: Tx, deliveryId: string, runAt?: Date): Promise<void> {
  return enqueueJob(tx, "webhooks.deliver", { deliveryId }, { runAt, jobKey: `webhooks.deliver:${deliveryId}` });
}

/**
 * The fan-out job: a delivery per enabled endpoint subscribed to each event, and its first attempt queued. Run twice
 * (a worker killed after the commit), the unique (event, endpoint) pair makes the second run a no-op.
 */
export function fanOutEvents(eventIds: readonly string[]): Promise<number> {
  return db.$transaction(async (tx) => {
    const created = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "webhook_deliveries" ("id", "event_id", "endpoint_id", "updated_at")
      SELECT gen_random_uuid()::text, e."id", ep."id", now()
        FROM "webhook_events" AS e
        JOIN "webhook_endpoints" AS ep ON ep."enabled" AND ep."events" @> ARRAY[e."type"]
       WHERE e."id" = ANY(${eventIds}::uuid[])
      ON CONFLICT ("event_id", "endpoint_id") DO NOTHING
      RETURNING "id"`;
    for (const { id } of created) await queueAttempt(tx, id);
    return created.length;
  });
}

const pendingDelivery = (id: string) =>
  db.webhookDelivery.findUnique({
    where: { id },
    select: {
      status: true,
      event: { select: { id: true, payload: true } },
      endpoint: { select: { id: true, url: true, secret: true, enabled: true } },
    },
  });

type Delivery = NonNullable<Awaited<ReturnType<typeof pendingDelivery>>>;

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

async function attempt({ event, endpoint }: Delivery, now: Date, resolve?: Resolver): Promise<SendOutcome> {
  const secret = openWebhookSecret(endpoint.secret);
  if (!secret) return UNREADABLE_SECRET;
  const body = JSON.stringify(event.payload);
  return sendWebhook({ url: endpoint.url, body, headers: signedHeaders(secret, event.id, now, body), resolve });
}

export type AttemptOptions = { now?: Date; resolve?: Resolver };

/**
 * The `webhooks.deliver` job: one attempt of a pending delivery, logged with its outcome. Anything but a 2xx answer
 * queues the next attempt on the schedule, or fails the delivery when the schedule is spent. A delivery no longer
 * pending (a duplicate job) is left alone; one whose endpoint was disabled fails without a request.
 */
export async function deliverAttempt(
  deliveryId: string,
  { now = new Date(), resolve }: AttemptOptions = {},
): Promise<void> {
  const delivery = await pendingDelivery(deliveryId);
  if (!delivery || delivery.status !== "pending") return;
  if (!delivery.endpoint.enabled) {
    await db.webhookDelivery.update({ where: { id: deliveryId }, data: { status: "failed", nextAttemptAt: null } });
    return;
  }
  const outcome = await attempt(delivery, now, resolve);
  await db.$transaction((tx) => recordOutcome(tx, deliveryId, delivery.endpoint.id, outcome, now));
}

async function recordOutcome(tx: Tx, deliveryId: string, endpointId: string, outcome: SendOutcome, now: Date) {
  await tx.webhookAttempt.create({ data: { deliveryId, at: now, ...outcome } });
  const { attemptCount } = await tx.webhookDelivery.update({
    where: { id: deliveryId },
    data: { attemptCount: { increment: 1 } },
    select: { attemptCount: true },
  });
  if (outcome.error === null) {
    await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { status: "succeeded", nextAttemptAt: null } });
    // Only a failing endpoint is written to: a success does not raise the version of a healthy one.
    await tx.webhookEndpoint.updateMany({
      where: { id: endpointId, failingSince: { not: null } },
      data: { failingSince: null },
    });
    return;
  }
  const wait = RETRY_SCHEDULE_MS[attemptCount - 1];
  const nextAttemptAt = wait === undefined ? null : new Date(now.getTime() + wait);
  await tx.webhookDelivery.update({
    where: { id: deliveryId },
    data: { status: nextAttemptAt ? "pending" : "failed", nextAttemptAt },
  });
  if (nextAttemptAt) await queueAttempt(tx, deliveryId, nextAttemptAt);
  await noteFailure(tx, endpointId, outcome.error, now);
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
  await db.webhookDelivery.deleteMany({ where: { createdAt: { lt: before } } });
  await db.webhookEvent.deleteMany({ where: { createdAt: { lt: before } } });
}
