// zod schemas for webhook endpoints and their deliveries, shared by the form and the route handlers.
import { z } from "zod";
import { patchSchema } from "@/lib/records/patch";
import type { Json } from "@/lib/serialize";
import { WEBHOOK_EVENT_TYPE_NAMES } from "@/lib/webhooks/event-types";
import { WEBHOOK_VALIDATION } from "@/lib/webhooks/messages";
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from "@/lib/webhooks/record";
import { targetRefusal } from "@/lib/webhooks/safe-target";

export const DELIVERY_PAGE_SIZE = 50;

const url = z
  .string({ error: WEBHOOK_VALIDATION.urlRequired })
  .trim()
  .min(1, WEBHOOK_VALIDATION.urlRequired)
  .max(2000, WEBHOOK_VALIDATION.urlTooLong)
  .superRefine((value, ctx) => {
    const refusal = targetRefusal(value);
    if (refusal) ctx.addIssue({ code: "custom", message: refusal });
  });

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPE_NAMES, { error: WEBHOOK_VALIDATION.eventInvalid }), {
    error: WEBHOOK_VALIDATION.eventsRequired,
  })
  .min(1, WEBHOOK_VALIDATION.eventsRequired)
  .max(WEBHOOK_EVENT_TYPE_NAMES.length, WEBHOOK_VALIDATION.eventInvalid)
  .transform((types) => [...new Set(types)]);

export const webhookFormSchema = z.object({
  url,
  description: z
    .string({ error: WEBHOOK_VALIDATION.descriptionTooLong })
    .trim()
    .max(500, WEBHOOK_VALIDATION.descriptionTooLong)
    .default(""),
  events,
  enabled: z.boolean({ error: WEBHOOK_VALIDATION.enabledInvalid }).default(true),
});
export type WebhookFormInput = z.input<typeof webhookFormSchema>;
export type WebhookFormValues = z.output<typeof webhookFormSchema>;

export const webhookPatchSchema = patchSchema(webhookFormSchema);
export type WebhookPatch = z.output<typeof webhookPatchSchema>;

export const webhookIdParamsSchema = z.object({ id: z.string() });
export const webhookDeliveryParamsSchema = z.object({ id: z.string(), deliveryId: z.string() });

export const listDeliveriesQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** An endpoint as JSON delivers it. */
export type WebhookEndpointRow = Json<WebhookEndpointRecord>;
/** A delivery as JSON delivers it, with its newest attempts first. */
export type WebhookDeliveryRow = Json<WebhookDeliveryRecord>;
