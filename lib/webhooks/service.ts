// Webhook endpoints (docs/decisions/webhooks.md): audited create, update and delete on the record kit, the secret
// made at creation and answered that once, each endpoint's deliveries newest first, a delivery retried now and a
// test event sent to one endpoint.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { conflict, notFound } from "@/lib/api/errors";
import { keysetPage } from "@/lib/api/keyset";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  createRecord,
  deleteRecordForGood,
  updateRecord,
  type RecordChange,
  type RecordKind,
} from "@/lib/records/audited-change";
import { queueSweeps } from "@/lib/webhooks/deliver";
import { isEventType, WEBHOOK_TEST_EVENT_TYPE } from "@/lib/webhooks/event-types";
import { requireReadableEvents } from "@/lib/webhooks/event-permissions";
import { outboxRow } from "@/lib/webhooks/events";
import { WEBHOOK_ERROR_CODES, WEBHOOK_ERRORS } from "@/lib/webhooks/messages";
import {
  deliveryRecord,
  webhookDeliverySelect,
  webhookEndpointSelect,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
} from "@/lib/webhooks/record";
import { DELIVERY_PAGE_SIZE, type WebhookFormValues, type WebhookPatch } from "@/lib/webhooks/schema";
import { newWebhookSecret, sealWebhookSecret } from "@/lib/webhooks/secret";

type Tx = Prisma.TransactionClient;

// Endpoints are few (an admin adds each by hand): the list is bounded all the same.
const MAX_ENDPOINTS_LISTED = 500;

const webhookNotFound = () => notFound(WEBHOOK_ERRORS.notFound, WEBHOOK_ERROR_CODES.notFound);

export const webhookKind: RecordKind<WebhookEndpointRecord, "webhook"> = {
  type: "webhook",
  noun: "webhook",
  table: "webhook_endpoints",
  select: webhookEndpointSelect,
  read: (tx, id) => tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: webhookEndpointSelect }),
  label: (endpoint) => endpoint.url,
  notFound: webhookNotFound,
};

/** GET /api/admin/webhooks: newest first. */
export async function listWebhooks(): Promise<{ items: WebhookEndpointRecord[] }> {
  const items = await db.webhookEndpoint.findMany({
    select: webhookEndpointSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_ENDPOINTS_LISTED,
  });
  return { items };
}

/** GET /api/admin/webhooks/{id}: one endpoint, for its page; never its secret (the select leaves it out). */
export function getWebhook(id: string): Promise<WebhookEndpointRecord> {
  return requireEndpoint(db, id);
}

/** POST /api/admin/webhooks: the endpoint, and its signing secret this once. */
export async function createWebhook(
  actor: SessionUser,
  data: WebhookFormValues,
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  requireReadableEvents(actor, data.events);
  const secret = newWebhookSecret();
  const endpoint = await createRecord(webhookKind, actor, (tx) =>
    tx.webhookEndpoint.create({ data: { ...data, secret: sealWebhookSecret(secret) }, select: webhookEndpointSelect }),
  );
  return { endpoint, secret };
}

/**
 * PATCH /api/admin/webhooks/{id}: enabling a disabled endpoint again clears why it stopped and its failing period.
 * Any change needs the read permissions of the events it leaves subscribed, not only of new ones: a new URL, or an
 * endpoint enabled again, would otherwise send data its editor may not read to wherever they point it.
 */
export function updateWebhook(
  actor: SessionUser,
  change: RecordChange,
  patch: WebhookPatch,
): Promise<WebhookEndpointRecord> {
  if (patch.events) requireReadableEvents(actor, patch.events);
  return updateRecord(webhookKind, actor, change, (tx, before) => {
    requireReadableEvents(actor, patch.events ?? before.events.filter(isEventType));
    return tx.webhookEndpoint.update({
      where: { id: change.id },
      data: { ...patch, ...(patch.enabled && !before.enabled ? { disabledReason: null, failingSince: null } : {}) },
      select: webhookEndpointSelect,
    });
  });
}

/** DELETE /api/admin/webhooks/{id}: the endpoint with its deliveries (no trash: a webhook is made again in a minute). */
export function deleteWebhook(actor: SessionUser, change: RecordChange): Promise<{ id: string }> {
  return deleteRecordForGood(webhookKind, actor, change);
}

async function requireEndpoint(tx: Tx, id: string) {
  const endpoint = await tx.webhookEndpoint.findUnique({ where: { id }, select: webhookEndpointSelect });
  if (!endpoint) throw webhookNotFound();
  return endpoint;
}

const readDelivery = async (tx: Tx, id: string): Promise<WebhookDeliveryRecord> =>
  deliveryRecord(await tx.webhookDelivery.findUniqueOrThrow({ where: { id }, select: webhookDeliverySelect }));

/** GET /api/admin/webhooks/{id}/deliveries: newest first, a page at a time, each with its newest attempts. */
export async function listDeliveries(
  endpointId: string,
  cursor: string | undefined,
): Promise<{ items: WebhookDeliveryRecord[]; nextCursor: string | null }> {
  await requireEndpoint(db, endpointId);
  const page = await keysetPage({ limit: DELIVERY_PAGE_SIZE, after: cursor }, (args) =>
    db.webhookDelivery.findMany({
      ...args,
      where: { AND: [{ endpointId }, args.where] },
      select: webhookDeliverySelect,
    }),
  );
  return { items: page.items.map(deliveryRecord), nextCursor: page.hasMore ? page.nextCursor : null };
}

/** A disabled endpoint sends nothing: it is enabled again first. */
function requireEnabled(endpoint: WebhookEndpointRecord) {
  if (!endpoint.enabled) throw conflict(WEBHOOK_ERRORS.disabled, WEBHOOK_ERROR_CODES.disabled);
}

const auditTarget = (endpoint: WebhookEndpointRecord) => ({
  targetType: webhookKind.type,
  targetId: endpoint.id,
  targetLabel: webhookKind.label(endpoint),
});

/** POST …/deliveries/{deliveryId}/retry: the delivery pending again and due now, its endpoint's sweep queued now. */
export function retryDelivery(
  actor: SessionUser,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRecord> {
  return db.$transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, endpointId);
    requireEnabled(endpoint);
    // A retry sends a stored payload again: only to an admin who may read the endpoint's events.
    requireReadableEvents(actor, endpoint.events.filter(isEventType));
    const now = new Date();
    const retried = await tx.webhookDelivery.updateMany({
      where: { id: deliveryId, endpointId },
      data: { status: "pending", nextAttemptAt: now },
    });
    if (retried.count === 0) throw notFound(WEBHOOK_ERRORS.deliveryNotFound, WEBHOOK_ERROR_CODES.deliveryNotFound);
    await queueSweeps(tx, [{ endpointId, at: now }]);
    await recordAudit(tx, { actor, action: "webhook.retry", ...auditTarget(endpoint), details: { deliveryId } });
    return readDelivery(tx, deliveryId);
  });
}

/** POST /api/admin/webhooks/{id}/test: a `webhook.test` event to this endpoint alone, queued now. */
export function sendTestEvent(actor: SessionUser, endpointId: string): Promise<WebhookDeliveryRecord> {
  return db.$transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, endpointId);
    requireEnabled(endpoint);
    // Not through the outbox's fan-out: the event is for this endpoint alone.
    const event = outboxRow({ type: WEBHOOK_TEST_EVENT_TYPE, data: { id: endpoint.id } });
    await tx.webhookEvent.create({ data: { ...event, fannedOutAt: event.createdAt } });
    const { id } = await tx.webhookDelivery.create({
      data: { eventId: event.id, endpointId, nextAttemptAt: event.createdAt },
      select: { id: true },
    });
    await queueSweeps(tx, [{ endpointId, at: event.createdAt }]);
    await recordAudit(tx, { actor, action: "webhook.test", ...auditTarget(endpoint), details: { eventId: event.id } });
    return readDelivery(tx, id);
  });
}
