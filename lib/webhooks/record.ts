// What a webhook endpoint and a delivery are to the API: the columns every read selects (never the sealed secret),
// and the record types derived from them.
import type { Prisma } from "@/lib/generated/prisma/client";

export const webhookEndpointSelect = {
  id: true,
  url: true,
  description: true,
  events: true,
  enabled: true,
  disabledReason: true,
  failingSince: true,
  version: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.WebhookEndpointSelect;

export type WebhookEndpointRecord = Prisma.WebhookEndpointGetPayload<{ select: typeof webhookEndpointSelect }>;

/** The newest attempts a delivery row carries: its log, bounded. */
const ATTEMPTS_SHOWN = 10;

export const webhookDeliverySelect = {
  id: true,
  eventId: true,
  status: true,
  attemptCount: true,
  nextAttemptAt: true,
  createdAt: true,
  event: { select: { type: true } },
  attempts: {
    select: { at: true, statusCode: true, durationMs: true, error: true, responseExcerpt: true },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: ATTEMPTS_SHOWN,
  },
} satisfies Prisma.WebhookDeliverySelect;

type DeliveryRead = Prisma.WebhookDeliveryGetPayload<{ select: typeof webhookDeliverySelect }>;

/** A delivery as the API answers it: its event's type beside the event's id. */
export type WebhookDeliveryRecord = Omit<DeliveryRead, "event"> & { eventType: string };

export const deliveryRecord = ({ event, ...delivery }: DeliveryRead): WebhookDeliveryRecord => ({
  ...delivery,
  eventType: event.type,
});
