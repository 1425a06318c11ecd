// Which webhook events an audit entry raises (docs/decisions/webhooks.md, payloads). Every change writes its
// audit entry in its own transaction, so mapping entries to events reports every change, in that transaction,
// without each service emitting its own. `data` is `{ id, ...fields }`: the record's own columns as the audit
// log keeps them (the "after" of a create or an update, the "before" of a delete), which never hold a password
// hash or a secret; a user's are their access flags.
import type { AuditAction } from "@/lib/audit/actions";
import type { AuditEntry } from "@/lib/audit/write-entry";
import { isEventType, type WebhookEventType } from "@/lib/webhooks/event-types";
import type { WebhookEventInput } from "@/lib/webhooks/events";
import type { SanctionKind } from "@/lib/sanctions/messages";

type Fields = Record<string, unknown>;

/** Actions whose event is not `<type>.<verb>d`: the users' own verbs and the CLI's. */
const NAMED: Partial<Record<AuditAction, WebhookEventType>> = {
  "user.create_superadmin": "user.created",
  "user.promote_superadmin": "user.updated",
  "user.grant_admin": "user.updated",
  "user.remove_admin": "user.updated",
  "user.ban": "user.banned",
  "user.unban": "user.unbanned",
  "user.change_id": "user.id_changed",
  "user.warn": "user.warned",
  "user.mute": "user.muted",
  "user.suspend": "user.suspended",
  "user.lift_sanction": "user.restriction_lifted",
  // Only when the sanction was still in force, and none it replaced came back: see inErrorEvents.
  "user.sanction_in_error": "user.restriction_lifted",
  "user.bulk_delete": "user.deleted",
  // Each step of a purge covers the messages it moved to the trash: a message.deleted each, as any delete.
  "message.purge": "message.deleted",
  "roadmap_item.reorder": "roadmap_item.updated",
  "purchase.release_bonuses": "purchase.updated",
  // An import's entry covers the records it created; its updates have entries of their own.
  "contact.import": "contact.created",
  "company.import": "company.created",
};

function eventTypeOf(action: AuditAction): WebhookEventType | null {
  const named = NAMED[action];
  if (named) return named;
  const [type, verb] = action.split(".") as [string, string];
  const past = { create: "created", update: "updated", delete: "deleted", bulk_delete: "deleted" }[verb];
  const event = past ? `${type}.${past}` : "";
  return isEventType(event) ? event : null;
}

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields of a single-record entry: what the change left, or what went. */
function entryFields(action: AuditAction, details: Fields): Fields {
  if (action === "user.change_id") return { previousId: details.from };
  if (isFields(details.after)) return details.after;
  if (isFields(details.before)) return details.before;
  // A user's create and delete keep their email beside the counts.
  return typeof details.email === "string" ? { email: details.email } : {};
}

/** The fields a bulk entry kept of each record (its first thousand), by id. */
function listedFields(details: Fields): Map<string, Fields> {
  const listed = Array.isArray(details.before) ? details.before : [];
  return new Map(
    listed.filter(isFields).map(({ id, label: _label, ...fields }) => [String(id), fields as Fields] as const),
  );
}

/** A restored record is reported as its type's restore where the catalogue has one (a user, a message), or as the record appearing again. */
function restoredEvents(entry: AuditEntry): WebhookEventInput[] {
  return (entry.covers ?? []).flatMap(({ type, id }) => {
    const event = isEventType(`${type}.restored`) ? `${type}.restored` : `${type}.created`;
    return isEventType(event) ? [{ type: event, data: { id, restored: true } }] : [];
  });
}

/** The event of each kind a sanction marked issued in error can give back (what issuing it sends). */
const REINSTATED_EVENTS: Partial<Record<SanctionKind, WebhookEventType>> = {
  mute: "user.muted",
  suspend: "user.suspended",
  ban: "user.banned",
};

/**
 * A sanction marked issued in error: when it gave back what it had replaced, the chat app hears that kind's own event
 * (`user.muted` with the 7-day mute again), whose fields are the member's state now; a `user.restriction_lifted`
 * whose fields still say muted would read as a contradiction. Otherwise `user.restriction_lifted` when it was lifted,
 * and nothing when it had ended already (a warning, a lifted or expired sanction).
 */
function inErrorEvents(targetId: string, details: Fields): WebhookEventInput[] {
  const after = isFields(details.after) ? details.after : {};
  const voided = isFields(after.sanction) ? after.sanction : {};
  const reinstated = Array.isArray(details.reinstated) ? details.reinstated.filter(isFields) : [];
  if (reinstated.length > 0) {
    const { mutedUntil, suspendedUntil, isBanned } = after;
    return reinstated.flatMap((sanction) => {
      const type = REINSTATED_EVENTS[sanction.kind as SanctionKind];
      const data = { id: targetId, mutedUntil, suspendedUntil, isBanned, sanction, inErrorSanctionId: voided.id };
      return type ? [{ type, data: data as WebhookEventInput["data"] }] : [];
    });
  }
  if (details.lifted !== true) return [];
  return [{ type: "user.restriction_lifted", data: { ...after, id: targetId } as WebhookEventInput["data"] }];
}

export function webhookEventsOf(entry: AuditEntry): WebhookEventInput[] {
  if (entry.action === "trash.restore") return restoredEvents(entry);
  const type = eventTypeOf(entry.action);
  if (!type) return [];
  const details: Fields = isFields(entry.details) ? entry.details : {};
  if (entry.action === "user.sanction_in_error") return entry.targetId ? inErrorEvents(entry.targetId, details) : [];
  if (entry.covers) {
    const fields = listedFields(details);
    return entry.covers.map(({ id }) => ({ type, data: { ...fields.get(id), id } as WebhookEventInput["data"] }));
  }
  if (!entry.targetId) return [];
  return [{ type, data: { ...entryFields(entry.action, details), id: entry.targetId } as WebhookEventInput["data"] }];
}
