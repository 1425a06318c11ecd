import { apiRoute } from "@/lib/api/route";
import { webhookDeliveryParamsSchema } from "@/lib/webhooks/schema";
import { retryDelivery } from "@/lib/webhooks/service";

export const POST = apiRoute(
  {
    summary: "Send a delivery again now",
    permission: "webhooks.manage",
    errors: [404, 409],
    audit: ["webhook.retry"],
    params: webhookDeliveryParamsSchema,
  },
  ({ user, params }) => retryDelivery(user, params.id, params.deliveryId),
);
