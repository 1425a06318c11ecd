import { panelPage } from "@/components/auth/panel-access";
import { WebhookDetailsScreen } from "@/components/webhooks/webhook-details-screen";
import { pageTitle } from "@/lib/page-titles";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

type Props = { params: Promise<{ id: string }> };

export const metadata = pageTitle(WEBHOOKS_TEXT.detailsTitle);

export default panelPage(async function WebhookDetailsPage({ params }: Props) {
  const id = decodeURIComponent((await params).id);
  return <WebhookDetailsScreen key={id} endpointId={id} />;
}, "webhooks.manage");
