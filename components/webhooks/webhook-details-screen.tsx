"use client";

// An endpoint's page: what it receives and its state (with Re-enable once failures disabled it), Send test event,
// and its delivery log.
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { DeliveryLog } from "@/components/webhooks/delivery-log";
import { useReEnableWebhookEndpoint, useSendTestWebhook } from "@/components/webhooks/use-webhook-mutations";
import { WebhookEndpointStatus } from "@/components/webhooks/webhook-status";
import { NoticeCard, NoticeLink } from "@/components/auth/notice-screen";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { HttpError } from "@/lib/api-client/errors";
import { formatDate } from "@/lib/format";
import { WEBHOOKS_LINK } from "@/lib/webhooks/link";
import { WEBHOOK_ERROR_CODES } from "@/lib/webhooks/messages";
import { webhooksKeys } from "@/lib/webhooks/query-keys";
import type { WebhookEndpointRow } from "@/lib/webhooks/schema";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

const BACK = { href: WEBHOOKS_LINK.href, label: WEBHOOKS_LINK.title };

function EndpointActions({ endpoint }: { endpoint: WebhookEndpointRow }) {
  const sendTest = useSendTestWebhook(endpoint.id);
  const reEnable = useReEnableWebhookEndpoint();
  return (
    <>
      {endpoint.enabled ? null : (
        <Button variant="outline" disabled={reEnable.isPending} onClick={() => reEnable.mutate(endpoint)}>
          {WEBHOOKS_TEXT.reEnable}
        </Button>
      )}
      {/* A disabled endpoint is sent nothing, a test included: it is re-enabled first. */}
      <Button disabled={sendTest.isPending || !endpoint.enabled} onClick={() => sendTest.mutate()}>
        <Send aria-hidden /> {WEBHOOKS_TEXT.sendTest}
      </Button>
    </>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-sm">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function EndpointDetails({ endpoint }: { endpoint: WebhookEndpointRow }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{WEBHOOKS_TEXT.detailsCard}</CardTitle>
        <CardDescription>{endpoint.description || WEBHOOKS_TEXT.noDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term={WEBHOOKS_TEXT.url}>
            <span className="font-mono break-all">{endpoint.url}</span>
          </Detail>
          <Detail term={WEBHOOKS_TEXT.status}>
            <WebhookEndpointStatus endpoint={endpoint} />
          </Detail>
          <Detail term={`${WEBHOOKS_TEXT.events} (${endpoint.events.length})`}>
            <ul className="flex flex-wrap gap-1">
              {endpoint.events.map((event) => (
                <li key={event} className="bg-muted rounded px-1.5 py-0.5 font-mono text-xs">
                  {event}
                </li>
              ))}
            </ul>
          </Detail>
          <Detail term={WEBHOOKS_TEXT.created}>{formatDate(endpoint.createdAt, WEBHOOKS_TEXT.unknown, "long")}</Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

export function WebhookDetailsScreen({ endpointId }: { endpointId: string }) {
  const query = useQuery<WebhookEndpointRow>({ queryKey: webhooksKeys.endpoint(endpointId) });
  const endpoint = query.data;
  if (query.isPending) {
    return (
      <>
        <PageHeader title={WEBHOOKS_TEXT.detailsTitle} back={BACK} />
        <Skeleton className="h-40 rounded-xl" aria-hidden />
      </>
    );
  }
  if (!endpoint) {
    const missing = query.error instanceof HttpError && query.error.code === WEBHOOK_ERROR_CODES.notFound;
    return (
      <NoticeCard
        title={missing ? WEBHOOKS_TEXT.notFoundTitle : WEBHOOKS_TEXT.detailsTitle}
        description={missing ? WEBHOOKS_TEXT.notFoundText : WEBHOOKS_TEXT.endpointError}
      >
        <NoticeLink href={BACK.href} label={BACK.label} />
      </NoticeCard>
    );
  }
  return (
    <>
      <PageHeader
        title={WEBHOOKS_TEXT.detailsTitle}
        subtitle={<span className="font-mono break-all">{endpoint.url}</span>}
        back={BACK}
        actions={<EndpointActions endpoint={endpoint} />}
      />
      <div className="grid gap-6">
        {endpoint.disabledReason && !endpoint.enabled ? (
          <p role="alert" className="border-destructive/60 bg-destructive/10 rounded-md border px-4 py-3 text-sm">
            <span className="font-semibold">
              {WEBHOOKS_TEXT.disabledBadge}: {endpoint.disabledReason}.
            </span>{" "}
            {WEBHOOKS_TEXT.disabledHelp}
          </p>
        ) : null}
        <EndpointDetails endpoint={endpoint} />
        <Card>
          <CardHeader>
            <CardTitle>{WEBHOOKS_TEXT.deliveries}</CardTitle>
            <CardDescription>{WEBHOOKS_TEXT.deliveriesDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <DeliveryLog endpointId={endpoint.id} endpointEnabled={endpoint.enabled} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
