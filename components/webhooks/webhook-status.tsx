// An endpoint's state and a delivery's status as badges: shared by the list, the endpoint's page and its delivery log.
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { WebhookDeliveryStatusValue } from "@/lib/webhooks/schema";
import type { WebhookEndpointRow } from "@/lib/webhooks/schema";
import { DELIVERY_STATUS_LABELS, WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

type EndpointState = Pick<WebhookEndpointRow, "enabled" | "disabledReason" | "failingSince">;

/** "Disabled: failed for 24 hours" in red when the failures switched it off; otherwise on or off, and since when it fails. */
export function WebhookEndpointStatus({ endpoint }: { endpoint: EndpointState }) {
  if (!endpoint.enabled) {
    return endpoint.disabledReason ? (
      <Badge variant="destructive" className="whitespace-normal">
        {WEBHOOKS_TEXT.disabledBadge}: {endpoint.disabledReason}
      </Badge>
    ) : (
      <Badge variant="outline">{WEBHOOKS_TEXT.disabledBadge}</Badge>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant="secondary">{WEBHOOKS_TEXT.enabledBadge}</Badge>
      {endpoint.failingSince ? (
        <span className="text-destructive text-xs">
          {WEBHOOKS_TEXT.failingSince} {formatDate(endpoint.failingSince, WEBHOOKS_TEXT.unknown, "long")}
        </span>
      ) : null}
    </span>
  );
}

const STATUS_CLASSES: Record<WebhookDeliveryStatusValue, string> = {
  pending: "border-amber-500/50 bg-amber-500/10 text-foreground",
  succeeded: "border-emerald-600/50 bg-emerald-600/10 text-foreground",
  failed: "border-destructive/60 bg-destructive/10 text-foreground",
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatusValue }) {
  return (
    <Badge variant="outline" className={STATUS_CLASSES[status]}>
      {DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
