// Webhook texts shared by the API, the screens and the tests.
import { errorCodes } from "@/lib/api/error-codes";

export const WEBHOOK_ERRORS = {
  notFound: "Webhook not found",
  deliveryNotFound: "Delivery not found",
  disabled: "This webhook is disabled: enable it before sending to it",
} as const;

export const WEBHOOK_ERROR_CODES = errorCodes("webhook", WEBHOOK_ERRORS);

export const WEBHOOK_VALIDATION = {
  urlRequired: "URL is required",
  urlTooLong: "URL must be at most 2,000 characters",
  urlInvalid: "URL must be an http or https address",
  urlNotHttps: "URL must use https",
  urlCredentials: "URL must not contain a user name or password",
  urlPrivate: "URL must not point at a private, loopback or link-local address",
  descriptionTooLong: "Description must be at most 500 characters",
  eventsRequired: "Choose at least one event",
  eventInvalid: "Unknown event type",
  enabledInvalid: "Enabled must be true or false",
} as const;

/** The refusal (403 permission_denied) of events whose data the actor may not read (event-permissions.ts). */
export const unreadableEvents = (events: readonly string[]) =>
  `You may not subscribe to events whose data you cannot read: ${events.join(", ")}`;

/** Why an endpoint stopped: the reason it shows until an admin enables it again. */
export const failedForADay = (lastError: string) => `Failed for 24 hours: ${lastError}`;
