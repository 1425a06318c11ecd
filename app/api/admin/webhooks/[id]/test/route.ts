import { apiRoute } from "@/lib/api/route";
import { webhookIdParamsSchema } from "@/lib/webhooks/schema";
import { sendTestEvent } from "@/lib/webhooks/service";

export const POST = apiRoute(
  {
    summary: "Send a webhook.test event to this endpoint alone",
    permission: "webhooks.manage",
    errors: [404, 409],
    audit: ["webhook.test"],
    params: webhookIdParamsSchema,
  },
  ({ user, params }) => sendTestEvent(user, params.id),
);
