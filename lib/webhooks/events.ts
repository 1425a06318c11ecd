// The webhook outbox (docs/decisions/webhooks.md): an event is a row written in the transaction of the change it
// reports, with the job that fans it out to the endpoints. A rolled-back change leaves neither; a committed one
// keeps both, so it is sent even when the process dies right after the commit. Which endpoints want it is decided
// by the fan-out job, never here: the change's transaction pays two inserts, whatever the endpoints.
import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/queue";
import type { WebhookEventType } from "@/lib/webhooks/event-types";

type Tx = Prisma.TransactionClient;

/** What a receiver reads: `data.id` names the record; the other fields are the record's as the change left them. */
export type WebhookPayload = { type: string; timestamp: string; data: Prisma.InputJsonObject & { id: string } };

export type WebhookEventInput = { type: WebhookEventType | string; data: WebhookPayload["data"] };

/** An outbox row: the payload is stored as it is sent, so every attempt sends the same bytes. */
export function outboxRow({ type, data }: WebhookEventInput, now = new Date()) {
  const payload: WebhookPayload = { type, timestamp: now.toISOString(), data };
  return { id: crypto.randomUUID(), type, payload, createdAt: now };
}

// A bulk change of 50,000 users raises as many events: written and fanned out a thousand at a time, so no statement
// passes PostgreSQL's bind-value limit and no job's payload grows with the change.
const EVENTS_PER_JOB = 1_000;

/** The webhook events of one change, with a fan-out job per thousand of them. */
export async function emitEvents(tx: Tx, events: readonly WebhookEventInput[], now = new Date()): Promise<string[]> {
  const rows = events.map((event) => outboxRow(event, now));
  for (let start = 0; start < rows.length; start += EVENTS_PER_JOB) {
    const batch = rows.slice(start, start + EVENTS_PER_JOB);
    await tx.webhookEvent.createMany({ data: batch });
    await enqueueJob(tx, "webhooks.fan_out", { eventIds: batch.map((row) => row.id) });
  }
  return rows.map((row) => row.id);
}

/** One event, in the caller's transaction. */
export async function emitEvent(tx: Tx, type: WebhookEventType, data: WebhookPayload["data"]): Promise<string> {
  const [id] = await emitEvents(tx, [{ type, data }]);
  return id!;
}
