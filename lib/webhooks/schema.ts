// zod schemas for webhook endpoints and their deliveries, shared by the route handlers and the tests (the browser's form
// checks form-schema.ts).
import { z } from "zod";
import { patchSchema } from "@/lib/records/patch";
import type { Json } from "@/lib/serialize";
import {
  webhookFormFieldsSchema,
  webhookUrlSchema,
  type WebhookFormInput,
  type WebhookFormValues,
} from "@/lib/webhooks/form-schema";
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from "@/lib/webhooks/record";
import { targetRefusal } from "@/lib/webhooks/safe-target";

/** A delivery's state: waiting for an attempt, delivered, or given up. */
export type WebhookDeliveryStatusValue = "pending" | "succeeded" | "failed";

export const DELIVERY_PAGE_SIZE = 50;

// The form's fields (form-schema.ts, which the browser's form checks too), with the URL judged as a target.
export const webhookFormSchema = webhookFormFieldsSchema.extend({
  url: webhookUrlSchema.superRefine((value, ctx) => {
    const refusal = targetRefusal(value);
    if (refusal) ctx.addIssue({ code: "custom", message: refusal });
  }),
});
export type { WebhookFormInput, WebhookFormValues };

export const webhookPatchSchema = patchSchema(webhookFormSchema);
export type WebhookPatch = z.output<typeof webhookPatchSchema>;

export const webhookIdParamsSchema = z.object({ id: z.string() });
export const webhookDeliveryParamsSchema = z.object({ id: z.string(), deliveryId: z.string() });

export const listDeliveriesQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** An endpoint as JSON delivers it. */
export type WebhookEndpointRow = Json<WebhookEndpointRecord>;
/** A delivery as JSON delivers it, with its newest attempts first. */
export type WebhookDeliveryRow = Json<WebhookDeliveryRecord>;
