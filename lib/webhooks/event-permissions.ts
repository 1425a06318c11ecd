// What an actor must be able to read to subscribe an endpoint to an event: a payload carries the record (a user's
// email, a contact's details), so webhooks.manage alone would be a way to read every event's data. Beside
// event-types.ts so a new event type cannot be added without saying who may receive it: its record type's read, from the
// table the live changes read too (lib/permissions/read-permissions.ts).
import { forbidden } from "@/lib/api/errors";
import { PERMISSION_DENIED } from "@/lib/api/error-codes";
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";
import { RECORD_READ_PERMISSIONS } from "@/lib/permissions/read-permissions";
import type { WebhookEventType } from "@/lib/webhooks/event-types";
import { unreadableEvents } from "@/lib/webhooks/messages";

type EventResource = WebhookEventType extends `${infer Resource}.${string}` ? Resource : never;

/** The permissions an event's data needs: its record type's read, and a user's email, which a payload carries unmasked. */
export function eventReadPermissions(type: WebhookEventType): readonly Permission[] {
  const resource = type.slice(0, type.indexOf(".")) as EventResource;
  const read = RECORD_READ_PERMISSIONS[resource];
  return resource === "user" ? [read, "users.email"] : [read];
}

/** Throws 403 permission_denied naming the events whose data `actor` may not read. */
export function requireReadableEvents(actor: HoldsPermissions, events: readonly WebhookEventType[]): void {
  const unreadable = events.filter((type) => !eventReadPermissions(type).every((need) => hasPermission(actor, need)));
  if (unreadable.length > 0) {
    throw forbidden(unreadableEvents(unreadable), PERMISSION_DENIED);
  }
}
