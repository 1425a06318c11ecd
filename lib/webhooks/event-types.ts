// The events a webhook endpoint can subscribe to: one catalogue, read by the endpoint form, the
// API's validation, the outbox and the OpenAPI document's `webhooks` section.
export const WEBHOOK_EVENT_TYPES = {
  "user.created": "A user was created",
  "user.updated": "A user's details or admin rights changed",
  "user.banned": "A user was banned",
  "user.unbanned": "A user was unbanned",
  "user.deleted": "A user was deleted (their data merged into the deleted-user account)",
  "user.restored": "A deleted user was restored from the trash",
  "user.id_changed": "A user's id changed",
  "user.warned": "A user was warned",
  "user.muted": "A user was muted (can read, cannot post) until a time",
  "user.suspended": "A user was suspended (cannot sign in to the chat app) until a time",
  "user.restriction_lifted": "A user's mute, suspension or ban ended: lifted by a moderator, or its time was up",
  "feature_toggle.updated": "A feature was switched on or off",
  "channel.deleted": "A channel was deleted",
  "message.deleted": "A channel message was deleted (moved to the trash)",
  "message.restored": "A deleted channel message was restored from the trash",
  "contact.created": "A contact was created",
  "contact.updated": "A contact was edited",
  "contact.deleted": "A contact was deleted",
  "company.created": "A company was created",
  "company.updated": "A company was edited",
  "company.deleted": "A company was deleted",
  "deal.created": "A deal was created",
  "deal.updated": "A deal was edited or moved",
  "deal.deleted": "A deal was deleted",
  "activity.created": "An activity was created",
  "activity.updated": "An activity was edited",
  "activity.deleted": "An activity was deleted",
  "roadmap_item.created": "A roadmap item was created",
  "roadmap_item.updated": "A roadmap item was edited or moved",
  "roadmap_item.deleted": "A roadmap item was deleted",
  "shop_item.created": "A shop item was created",
  "shop_item.updated": "A shop item was edited",
  "shop_item.deleted": "A shop item was deleted",
  "purchase.created": "A library purchase was recorded",
  "purchase.updated": "A library purchase was edited",
  "purchase.deleted": "A library purchase was deleted",
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;

/** Whether `value` names an event of the catalogue (a stored list or a derived name may not). */
export const isEventType = (value: string): value is WebhookEventType => Object.hasOwn(WEBHOOK_EVENT_TYPES, value);

/** Every event type, in the catalogue's order. */
export const WEBHOOK_EVENT_TYPE_NAMES = Object.keys(WEBHOOK_EVENT_TYPES) as WebhookEventType[];

/** What "Send test event" sends: never one of the real events, so a receiver cannot mistake it for one. */
export const WEBHOOK_TEST_EVENT_TYPE = "webhook.test";
