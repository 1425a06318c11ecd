import { panelPage } from "@/components/auth/panel-access";
import { WebhooksScreen } from "@/components/webhooks/webhooks-screen";
import { pageTitle } from "@/lib/page-titles";
import { asJson } from "@/lib/serialize";
import { listWebhooks } from "@/lib/webhooks/service";
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

export const metadata = pageTitle(WEBHOOKS_TEXT.title);

export default panelPage(async function WebhooksPage() {
  return <WebhooksScreen initialEndpoints={asJson((await listWebhooks()).items)} />;
}, "webhooks.manage");
