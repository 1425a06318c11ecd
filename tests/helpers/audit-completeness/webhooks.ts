// Audit completeness (./harness.ts) for the webhook routes; run with the content group.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { newWebhookSecret, sealWebhookSecret } from "@/lib/webhooks/secret";
import { uniqueTag } from "../fixtures";
import type { ScenarioGroup } from "./harness";

const endpoint = () =>
  db.webhookEndpoint.create({
    data: {
      url: `https://hooks.example.com/${uniqueTag()}`,
      events: ["user.created"],
      secret: sealWebhookSecret(newWebhookSecret()),
    },
  });

/** A delivery of a test event that has failed, for the retry. */
async function failedDelivery(endpointId: string) {
  const event = await db.webhookEvent.create({
    data: { type: "webhook.test", payload: { type: "webhook.test", timestamp: new Date().toISOString(), data: {} } },
  });
  return db.webhookDelivery.create({ data: { eventId: event.id, endpointId, status: "failed", attemptCount: 7 } });
}

export const WEBHOOK_SCENARIOS: ScenarioGroup = {
  "POST /api/admin/webhooks": async (actorId) => {
    const url = `https://hooks.example.com/${uniqueTag()}`;
    return [
      {
        action: "webhook.create",
        actorId,
        valid: { body: { url, events: ["user.created"] } },
        refused: { body: { url, events: [] } },
        state: () => db.webhookEndpoint.count({ where: { url } }),
      },
    ];
  },
  "PATCH /api/admin/webhooks/[id]": async (actorId) => {
    const { id } = await endpoint();
    return [
      {
        action: "webhook.update",
        actorId,
        valid: { params: { id }, body: { description: "Changed", events: ["user.banned"] } },
        refused: { params: { id }, body: { events: [] } },
        state: () => db.webhookEndpoint.findUnique({ where: { id }, select: { description: true, events: true } }),
      },
    ];
  },
  "DELETE /api/admin/webhooks/[id]": async (actorId) => {
    const { id } = await endpoint();
    return [
      {
        action: "webhook.delete",
        actorId,
        valid: { params: { id } },
        refused: { params: { id: crypto.randomUUID() } },
        state: () => db.webhookEndpoint.count({ where: { id } }),
      },
    ];
  },
  "POST /api/admin/webhooks/[id]/deliveries/[deliveryId]/retry": async (actorId) => {
    const { id } = await endpoint();
    const delivery = await failedDelivery(id);
    return [
      {
        action: "webhook.retry",
        actorId,
        valid: { params: { id, deliveryId: delivery.id } },
        refused: { params: { id, deliveryId: crypto.randomUUID() } },
        state: () => db.webhookDelivery.findUnique({ where: { id: delivery.id }, select: { status: true } }),
      },
    ];
  },
  "POST /api/admin/webhooks/[id]/test": async (actorId) => {
    const { id } = await endpoint();
    return [
      {
        action: "webhook.test",
        actorId,
        valid: { params: { id } },
        refused: { params: { id: crypto.randomUUID() } },
        state: () => db.webhookDelivery.count({ where: { endpointId: id } }),
      },
    ];
  },
};
