"use client";

// An endpoint's delivery log: newest first, a page at a time, each delivery opening to its attempts; Retry on a
// failed one. It refetches on its own while a delivery is still pending, so a retry's outcome shows up unasked.
import * as React from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ChevronRight, RotateCw } from "lucide-react";
import { DeliveryAttempts } from "@/components/webhooks/delivery-attempts";
import { useRetryWebhookDelivery } from "@/components/webhooks/use-webhook-mutations";
import { DeliveryStatusBadge } from "@/components/webhooks/webhook-status";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest, queryKeyToUrl } from "@/lib/api-client/request";
import { formatDate } from "@/lib/format";
import { canRetry } from "@/lib/webhooks/display";
import { webhooksKeys } from "@/lib/webhooks/query-keys";
import type { WebhookDeliveryRow } from "@/lib/webhooks/schema";

type WebhookDeliveriesPage = { items: WebhookDeliveryRow[]; nextCursor: string | null };
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

const PENDING_REFRESH_MS = 2_000;

function useDeliveries(endpointId: string) {
  const queryKey = webhooksKeys.deliveries(endpointId);
  return useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiRequest<WebhookDeliveriesPage>(
        "GET",
        queryKeyToUrl(pageParam ? [...queryKey, { cursor: pageParam }] : queryKey),
      ),
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((delivery) => delivery.status === "pending"))
        ? PENDING_REFRESH_MS
        : false,
  });
}

type DeliveryItemProps = { delivery: WebhookDeliveryRow; endpointId: string; endpointEnabled: boolean };

function DeliveryItem({ delivery, endpointId, endpointEnabled }: DeliveryItemProps) {
  const retry = useRetryWebhookDelivery(endpointId);
  return (
    <li className="flex items-start gap-2 rounded-md border" data-testid="webhook-delivery">
      <details className="group min-w-0 flex-1">
        <summary className="hover:bg-muted/50 flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
          <ChevronRight className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
          <span className="font-mono font-medium">{delivery.eventType}</span>
          <DeliveryStatusBadge status={delivery.status} />
          <span className="text-muted-foreground">
            {WEBHOOKS_TEXT.attempts}: {delivery.attemptCount}
          </span>
          {delivery.nextAttemptAt ? (
            <span className="text-muted-foreground">
              {WEBHOOKS_TEXT.nextAttempt}: {formatDate(delivery.nextAttemptAt, WEBHOOKS_TEXT.unknown, "long")}
            </span>
          ) : null}
          <time dateTime={delivery.createdAt} className="text-muted-foreground ml-auto">
            {formatDate(delivery.createdAt, WEBHOOKS_TEXT.unknown, "long")}
          </time>
        </summary>
        <div className="grid gap-3 border-t p-3">
          <p className="text-muted-foreground text-xs">
            {WEBHOOKS_TEXT.eventId} <span className="text-foreground font-mono break-all">{delivery.eventId}</span>
          </p>
          <DeliveryAttempts attempts={delivery.attempts} />
        </div>
      </details>
      {endpointEnabled && canRetry(delivery) ? (
        <Button
          size="sm"
          variant="outline"
          className="m-2"
          disabled={retry.isPending}
          onClick={() => retry.mutate(delivery)}
          aria-label={`${WEBHOOKS_TEXT.retry} ${delivery.eventType} ${delivery.eventId}`}
        >
          <RotateCw aria-hidden /> {WEBHOOKS_TEXT.retry}
        </Button>
      ) : null}
    </li>
  );
}

/** `endpointEnabled`: a disabled endpoint is sent nothing, so its failed deliveries offer no Retry until it is re-enabled. */
export function DeliveryLog({ endpointId, endpointEnabled }: { endpointId: string; endpointEnabled: boolean }) {
  const deliveries = useDeliveries(endpointId);
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  let body: React.ReactNode;
  if (deliveries.isPending) {
    body = Array.from({ length: 3 }, (_, index) => <Skeleton key={index} className="h-12 rounded-md" aria-hidden />);
  } else if (deliveries.isError) {
    body = (
      <div className="text-destructive flex flex-col items-center gap-2 py-8 text-center">
        <p>{WEBHOOKS_TEXT.deliveriesError}</p>
        <Button variant="outline" size="sm" onClick={() => void deliveries.refetch()}>
          {WEBHOOKS_TEXT.tryAgain}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="text-muted-foreground py-8 text-center text-sm">{WEBHOOKS_TEXT.deliveriesEmpty}</p>;
  } else {
    body = (
      <ol className="grid gap-2">
        {items.map((delivery) => (
          <DeliveryItem
            key={delivery.id}
            delivery={delivery}
            endpointId={endpointId}
            endpointEnabled={endpointEnabled}
          />
        ))}
      </ol>
    );
  }
  return (
    <section
      aria-label={WEBHOOKS_TEXT.deliveries}
      aria-busy={deliveries.isFetching || undefined}
      className="grid gap-2"
    >
      {body}
      {deliveries.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          disabled={deliveries.isFetchingNextPage}
          onClick={() => void deliveries.fetchNextPage()}
        >
          {WEBHOOKS_TEXT.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
