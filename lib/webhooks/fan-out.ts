// The fan-out (docs/decisions/webhooks.md): the job that takes the outbox's waiting events a batch at a time, makes one
// delivery per enabled endpoint that wants each, and sends the first attempts of the healthy endpoints' deliveries at
// once, concurrently and outside any transaction (deliver.ts logs them). A failing endpoint's deliveries go to its
// sweep instead, so a receiver timing out never holds up the others' first attempts.
import { jobDb } from "@/lib/jobs/job-db";
import { JOB_QUEUE_SCHEMA } from "@/lib/jobs/settings";
import {
  ATTEMPT_LEASE_MS,
  attemptAll,
  CLAIM_BATCH,
  queueSweeps,
  type AttemptOptions,
  type Sendable,
} from "@/lib/webhooks/deliver";
import { FAN_OUT_TASK, queueFanOut } from "@/lib/webhooks/events";

// Then the job ends and queues the next, so a serverless pass (20 s) is not cut mid-batch under steady load.
const BATCHES_PER_FAN_OUT = 20;

type Made = Omit<Sendable, "leasedUntil"> & { inline: boolean };

/**
 * One batch of waiting events, in one transaction: taken `FOR UPDATE SKIP LOCKED` (a concurrent fan-out takes
 * others), marked fanned out, and given a delivery per enabled endpoint subscribed to the type. A healthy endpoint's
 * is leased for its first attempt, sent by this fan-out; a failing endpoint's is due now, and its sweep queued now.
 * The unique (event, endpoint) pair keeps a delivery single even against a fan-out of an older version.
 */
function claimEvents(now: Date): Promise<{ claimed: number; made: number; deliveries: Sendable[] }> {
  return jobDb().$transaction(async (tx) => {
    const events = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "webhook_events" SET "fanned_out_at" = now() AT TIME ZONE 'UTC'
       WHERE "id" IN (
         SELECT "id" FROM "webhook_events" WHERE "fanned_out_at" IS NULL
          ORDER BY "created_at" LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING "id"::text`;
    if (events.length === 0) return { claimed: 0, made: 0, deliveries: [] };
    const leasedUntil = new Date(now.getTime() + ATTEMPT_LEASE_MS);
    const made = await tx.$queryRaw<Made[]>`
      WITH created AS (
        INSERT INTO "webhook_deliveries" ("id", "event_id", "endpoint_id", "next_attempt_at", "updated_at")
        SELECT gen_random_uuid()::text, e."id", ep."id",
               (CASE WHEN ep."failing_since" IS NULL THEN ${leasedUntil.toISOString()}::timestamptz
                     ELSE ${now.toISOString()}::timestamptz END) AT TIME ZONE 'UTC',
               now() AT TIME ZONE 'UTC'
          FROM "webhook_events" AS e
          JOIN "webhook_endpoints" AS ep ON ep."enabled" AND ep."events" @> ARRAY[e."type"]
         WHERE e."id" = ANY(${events.map((event) => event.id)}::uuid[])
        ON CONFLICT ("event_id", "endpoint_id") DO NOTHING
        RETURNING "id", "event_id", "endpoint_id")
      SELECT c."id", e."id"::text AS "eventId", e."payload", ep."id" AS "endpointId", ep."url", ep."secret",
             ep."failing_since" IS NULL AS "inline"
        FROM created AS c
        JOIN "webhook_events" AS e ON e."id" = c."event_id"
        JOIN "webhook_endpoints" AS ep ON ep."id" = c."endpoint_id"`;
    const endpoints = (inline: boolean) => [
      ...new Set(made.filter((delivery) => delivery.inline === inline).map((delivery) => delivery.endpointId)),
    ];
    // The lease's end for the attempts sent here, and now for the failing endpoints' sweeps.
    await queueSweeps(tx, [
      ...endpoints(true).map((endpointId) => ({ endpointId, at: leasedUntil })),
      ...endpoints(false).map((endpointId) => ({ endpointId, at: now })),
    ]);
    const deliveries = made
      .filter((delivery) => delivery.inline)
      .map(({ inline: _sentHere, ...delivery }) => ({ ...delivery, leasedUntil }));
    return { claimed: events.length, made: made.length, deliveries };
  });
}

/**
 * Each change queues a fan-out job, and one fan-out takes every event waiting: the others waiting now would find
 * nothing. They are dropped (graphile's `complete_jobs`, which leaves a job a worker holds alone) before the claim,
 * so every change they woke for has committed its events, and this fan-out or one running beside it takes them. One
 * killed before its claim committed leaves them to the minute's recovery (sweep.ts).
 */
function dropWaitingFanOuts(): Promise<number> {
  return jobDb().$executeRawUnsafe(
    `SELECT ${JOB_QUEUE_SCHEMA}.complete_jobs(ARRAY(
       SELECT "id" FROM ${JOB_QUEUE_SCHEMA}.jobs
        WHERE "task_identifier" = $1 AND "locked_at" IS NULL AND "run_at" <= now()))`,
    FAN_OUT_TASK,
  );
}

/**
 * The fan-out job: batches of waiting events until none is left, each batch's first attempts sent at once and
 * logged together. A process killed between a send and its log sends again (the receiver dedupes on webhook-id);
 * one killed before its batch's commit leaves the events waiting for the next fan-out. Answers the deliveries made.
 */
export async function fanOutEvents(options: AttemptOptions = {}): Promise<number> {
  await dropWaitingFanOuts();
  let made = 0;
  for (let batches = 0; batches < BATCHES_PER_FAN_OUT; batches++) {
    const batch = await claimEvents(options.now ?? new Date());
    made += batch.made;
    await attemptAll(batch.deliveries, options);
    if (batch.claimed < CLAIM_BATCH) return made;
  }
  await queueFanOut(jobDb());
  return made;
}
