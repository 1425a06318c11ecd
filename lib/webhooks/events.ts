// The webhook outbox (docs/decisions/webhooks.md): an event is a row written in the transaction of the change it
// reports, with the job that fans it out to the endpoints. A rolled-back change leaves neither; a committed one
// keeps both, so it is sent even when the process dies right after the commit. Which endpoints want it is decided
// by the fan-out job, never here: the change's transaction pays an insert and an add_job, whatever the endpoints.
import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob, type JobClient } from "@/lib/jobs/queue";
import type { WebhookEventType } from "@/lib/webhooks/event-types";

type Tx = Prisma.TransactionClient;

// Before waiting retries: a backlog of retries to a failing receiver must not hold up new events to healthy ones.
const FAN_OUT_PRIORITY = -1;
export const FAN_OUT_TASK = "webhooks.fan_out";

/**
 * A fan-out job (graphile's order is priority, then run_at: lower runs first). No job key: a shared key would make
 * every change's add_job lock that one job row until the change commits, queueing every write of the panel behind
 * one another (measured: three times the 503s under load). A fan-out that finds nothing waiting ends at once.
 */
export function queueFanOut(client: JobClient): Promise<void> {
  return enqueueJob(client, FAN_OUT_TASK, {}, { priority: FAN_OUT_PRIORITY });
}

/** What a receiver reads: `data.id` names the record; the other fields are the record's as the change left them. */
export type WebhookPayload = { type: string; timestamp: string; data: Prisma.InputJsonObject & { id: string } };

export type WebhookEventInput = { type: WebhookEventType | string; data: WebhookPayload["data"] };

/** An outbox row: the payload is stored as it is sent, so every attempt sends the same bytes. */
export function outboxRow({ type, data }: WebhookEventInput, now = new Date()) {
  const payload: WebhookPayload = { type, timestamp: now.toISOString(), data };
  return { id: crypto.randomUUID(), type, payload, createdAt: now };
}

// A bulk change of 50,000 users raises as many events: written a thousand at a time, so no statement passes
// PostgreSQL's bind-value limit.
const EVENTS_PER_INSERT = 1_000;

/**
 * The webhook events of one change, and a fan-out job to wake. The fan-out reads the events not yet fanned out
 * itself (FOR UPDATE SKIP LOCKED), so a job may find its change's events already taken by another's: none is sent
 * twice, and none waits for its own job.
 */
export async function emitEvents(tx: Tx, events: readonly WebhookEventInput[], now = new Date()): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = events.map((event) => outboxRow(event, now));
  for (let start = 0; start < rows.length; start += EVENTS_PER_INSERT) {
    await tx.webhookEvent.createMany({ data: rows.slice(start, start + EVENTS_PER_INSERT) });
  }
  await queueFanOut(tx);
  return rows.map((row) => row.id);
}

/** One event, in the caller's transaction. */
export async function emitEvent(tx: Tx, type: WebhookEventType, data: WebhookPayload["data"]): Promise<string> {
  const [id] = await emitEvents(tx, [{ type, data }]);
  return id!;
}
