"use client";

// The webhooks screens' changes: an endpoint's create (which answers its secret, shown once), update, delete and
// re-enable, and a delivery's retry and test event, each with its toast and the refetch of what it changed.
import { changeToasts, crudRequests } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { webhooksKeys } from "@/lib/webhooks/query-keys";
import type { WebhookFormValues } from "@/lib/webhooks/form-schema";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "@/lib/webhooks/schema";
import { DELIVERY_STATUS_LABELS, WEBHOOK_TOASTS, WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

const PATH = "/api/admin/webhooks";

/** What POST answers: the endpoint and its signing secret, which no later call shows. */
type CreatedWebhookEndpoint = { endpoint: WebhookEndpointRow; secret: string };

const requests = crudRequests<WebhookEndpointRow, WebhookFormValues>(PATH, (endpoint) => endpoint.url);
const endpointPath = (endpointId: string) => `${PATH}/${encodeURIComponent(endpointId)}`;

export function useCreateWebhookEndpoint() {
  return useAdminMutation({
    request: (values: WebhookFormValues) => apiRequest<CreatedWebhookEndpoint>("POST", PATH, values),
    toasts: changeToasts(WEBHOOK_TOASTS.create),
    invalidate: [webhooksKeys.all],
  });
}

export function useUpdateWebhookEndpoint() {
  return useAdminMutation({
    request: requests.update,
    toasts: changeToasts(WEBHOOK_TOASTS.update),
    invalidate: [webhooksKeys.all],
  });
}

export function useDeleteWebhookEndpoint() {
  return useAdminMutation({
    request: requests.delete,
    toasts: changeToasts(WEBHOOK_TOASTS.delete),
    invalidate: [webhooksKeys.all],
  });
}

/** Switches back on an endpoint the failures disabled: the server clears its reason and its failing time. */
export function useReEnableWebhookEndpoint() {
  return useAdminMutation({
    request: (endpoint: WebhookEndpointRow) => requests.update({ record: endpoint, values: { enabled: true } }),
    toasts: changeToasts(WEBHOOK_TOASTS.reEnable),
    invalidate: [webhooksKeys.all],
  });
}

/** A new attempt of a delivery, queued now; the log refetches to show it. */
export function useRetryWebhookDelivery(endpointId: string) {
  return useAdminMutation({
    request: (delivery: WebhookDeliveryRow) =>
      apiRequest<WebhookDeliveryRow>(
        "POST",
        `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(delivery.id)}/retry`,
      ),
    toasts: changeToasts(WEBHOOK_TOASTS.retry),
    invalidate: [webhooksKeys.deliveries(endpointId)],
  });
}

/** What the test's delivery came to: the receiver's answer when the first attempt has been made, else that it is queued. */
function testOutcome(delivery: WebhookDeliveryRow): string {
  const attempt = delivery.attempts[0];
  if (!attempt) return WEBHOOK_TOASTS.test.queued;
  return attempt.statusCode === null
    ? `${DELIVERY_STATUS_LABELS[delivery.status]}: ${attempt.error ?? WEBHOOKS_TEXT.noAnswer}`
    : `${DELIVERY_STATUS_LABELS[delivery.status]}: ${WEBHOOK_TOASTS.test.answered(attempt.statusCode)}`;
}

/** A `webhook.test` event to this endpoint alone: its delivery appears at the top of the log. */
export function useSendTestWebhook(endpointId: string) {
  return useAdminMutation({
    request: () => apiRequest<WebhookDeliveryRow>("POST", `${endpointPath(endpointId)}/test`),
    toasts: {
      success: (delivery) => ({ title: WEBHOOK_TOASTS.test.success, description: testOutcome(delivery) }),
      error: { serverMessage: true, fallback: WEBHOOK_TOASTS.test.fallback },
    },
    invalidate: [webhooksKeys.deliveries(endpointId)],
  });
}
