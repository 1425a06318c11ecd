import { apiRoute } from "@/lib/api/route";
import { listDeliveriesQuerySchema, webhookIdParamsSchema } from "@/lib/webhooks/schema";
import { listDeliveries } from "@/lib/webhooks/service";

export const GET = apiRoute(
  {
    summary: "A webhook endpoint's deliveries, newest first, each with its newest attempts",
    permission: "webhooks.manage",
    errors: [404],
    params: webhookIdParamsSchema,
    query: listDeliveriesQuerySchema,
  },
  ({ params, query }) => listDeliveries(params.id, query.cursor),
);
