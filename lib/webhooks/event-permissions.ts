// What an actor must be able to read to subscribe an endpoint to an event: a payload carries the record (a user's
// email, a contact's details), so webhooks.manage alone would be a way to read every event's data. Beside
// event-types.ts so a new event type cannot be added without saying who may receive it.
import { forbidden } from "@/lib/api/errors";
import { PERMISSION_DENIED } from "@/lib/api/error-codes";
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";
import type { WebhookEventType } from "@/lib/webhooks/event-types";
import { unreadableEvents } from "@/lib/webhooks/messages";

type EventResource = WebhookEventType extends `${infer Resource}.${string}` ? Resource : never;

const READ_PERMISSIONS: Record<EventResource, readonly Permission[]> = {
  user: ["users.read", "users.email"],
  feature_toggle: ["features.read"],
  channel: ["channels.read"],
  contact: ["contacts.read"],
  company: ["companies.read"],
  deal: ["deals.read"],
  activity: ["activities.read"],
  roadmap_item: ["roadmap.read"],
  shop_item: ["shop.read"],
  purchase: ["library.read"],
};

/** The permissions an event's data needs. */
export function eventReadPermissions(type: WebhookEventType): readonly Permission[] {
  return READ_PERMISSIONS[type.slice(0, type.indexOf(".")) as EventResource];
}

/** Throws 403 permission_denied naming the events whose data `actor` may not read. */
export function requireReadableEvents(actor: HoldsPermissions, events: readonly WebhookEventType[]): void {
  const unreadable = events.filter((type) => !eventReadPermissions(type).every((need) => hasPermission(actor, need)));
  if (unreadable.length > 0) {
    throw forbidden(unreadableEvents(unreadable), PERMISSION_DENIED);
  }
}
