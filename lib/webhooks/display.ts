// What the webhooks screens show, worked out without React: the event catalogue's groups, an endpoint's events in a
// line, and whether a delivery can be retried.
import { WEBHOOK_EVENT_TYPE_NAMES, type WebhookEventType } from "@/lib/webhooks/event-types";
import type { WebhookDeliveryRow } from "@/lib/webhooks/schema";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

export type WebhookEventGroup = { resource: string; label: string; events: WebhookEventType[] };

/** "feature_toggle" → "Feature toggle". */
function groupLabel(resource: string): string {
  const words = resource.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The catalogue grouped by the resource before the dot ("user.banned" is a user event), in the catalogue's order. */
export const WEBHOOK_EVENT_GROUPS: readonly WebhookEventGroup[] = WEBHOOK_EVENT_TYPE_NAMES.reduce<WebhookEventGroup[]>(
  (groups, event) => {
    const resource = event.slice(0, event.indexOf("."));
    const group = groups.find((candidate) => candidate.resource === resource);
    if (group) group.events.push(event);
    else groups.push({ resource, label: groupLabel(resource), events: [event] });
    return groups;
  },
  [],
);

/** "All events", or the first `shown` and how many more. */
export function eventsSummary(events: readonly string[], shown = 2): string {
  if (events.length === WEBHOOK_EVENT_TYPE_NAMES.length) return WEBHOOKS_TEXT.allEvents;
  const more = events.length - shown;
  return more > 0 ? `${events.slice(0, shown).join(", ")} +${more} more` : events.join(", ");
}

export const isSuccessStatus = (statusCode: number | null) =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

/** Retry is offered once the retries are spent, and while a retry waits after a failed attempt ("retry now"). */
export function canRetry(delivery: Pick<WebhookDeliveryRow, "status" | "attempts">): boolean {
  if (delivery.status === "failed") return true;
  const latest = delivery.attempts[0];
  return delivery.status === "pending" && latest !== undefined && !isSuccessStatus(latest.statusCode);
}
