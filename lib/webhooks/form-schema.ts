// The endpoint form's fields as the browser checks them. The API's schema (schema.ts) is this one with the URL also
// judged as a target (safe-target.ts), which needs node:dns and node:net and so cannot run in the browser: that
// refusal comes back from the server.
import { z } from "zod";
import { WEBHOOK_EVENT_TYPE_NAMES } from "@/lib/webhooks/event-types";
import { WEBHOOK_VALIDATION } from "@/lib/webhooks/messages";

export const webhookUrlSchema = z
  .string({ error: WEBHOOK_VALIDATION.urlRequired })
  .trim()
  .min(1, WEBHOOK_VALIDATION.urlRequired)
  .max(2000, WEBHOOK_VALIDATION.urlTooLong);

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPE_NAMES, { error: WEBHOOK_VALIDATION.eventInvalid }), {
    error: WEBHOOK_VALIDATION.eventsRequired,
  })
  .min(1, WEBHOOK_VALIDATION.eventsRequired)
  .max(WEBHOOK_EVENT_TYPE_NAMES.length, WEBHOOK_VALIDATION.eventInvalid)
  .transform((types) => [...new Set(types)]);

export const webhookFormFieldsSchema = z.object({
  url: webhookUrlSchema,
  description: z
    .string({ error: WEBHOOK_VALIDATION.descriptionTooLong })
    .trim()
    .max(500, WEBHOOK_VALIDATION.descriptionTooLong)
    .default(""),
  events,
  enabled: z.boolean({ error: WEBHOOK_VALIDATION.enabledInvalid }).default(true),
});
export type WebhookFormInput = z.input<typeof webhookFormFieldsSchema>;
export type WebhookFormValues = z.output<typeof webhookFormFieldsSchema>;
