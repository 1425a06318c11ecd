import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { bulkEditDealsSchema, dealFormSchema, listDealsQuerySchema } from "@/lib/deals/schema";
import { bulkUpdateDeals, createDeal, listDeals } from "@/lib/deals/service";

export const GET = apiRoute(
  { summary: "List deals", permission: "deals.read", success: "page", query: listDealsQuerySchema },
  async ({ req, query }) => pagedResponse(req, await listDeals(query)),
);

export const POST = apiRoute(
  {
    summary: "Create a deal",
    permission: "deals.update",
    success: "created",
    audit: ["deal.create"],
    body: dealFormSchema,
  },
  async ({ user, body }) => Response.json(await createDeal(user, body), { status: 201 }),
);

export const PATCH = apiRoute(
  {
    summary: "Move the selected deals, or every deal matching the filters, to one stage",
    permission: "deals.update",
    errors: [409],
    audit: ["deal.update"],
    body: bulkEditDealsSchema,
  },
  ({ user, body }) => bulkUpdateDeals(user, body),
);
