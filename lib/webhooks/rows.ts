// The browser's view of the webhooks API (endpoint and delivery rows) and the endpoint form's schema.
import { z } from "zod";
import { WEBHOOK_EVENT_TYPE_NAMES, type WebhookEventType } from "@/lib/webhooks/event-types";

export type WebhookEndpointRow = {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type WebhookDeliveryStatus = "pending" | "succeeded" | "failed";

export type WebhookAttemptRow = {
  at: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string;
};

export type WebhookDeliveryRow = {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attemptCount: number;
  nextAttemptAt: string | null;
  createdAt: string;
  attempts: WebhookAttemptRow[];
};

export type WebhookDeliveriesPage = { items: WebhookDeliveryRow[]; nextCursor: string | null };

export const webhookEndpointFormSchema = z.object({
  url: z.url({ error: "Enter the endpoint's URL, e.g. https://example.com/hooks" }).max(2000),
  description: z.string().trim().max(500).default(""),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPE_NAMES)).min(1, "Choose at least one event"),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointFormInput = z.input<typeof webhookEndpointFormSchema>;
export type WebhookEndpointFormValues = z.output<typeof webhookEndpointFormSchema>;
