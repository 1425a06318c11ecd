import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listPurchasesQuerySchema, purchaseFormSchema } from "@/lib/library/schema";
import { createPurchase, listPurchases, purchasesSeenBy } from "@/lib/library/service";

export const GET = apiRoute(
  { summary: "List purchases", permission: "library.read", success: "page", query: listPurchasesQuerySchema },
  async ({ req, user, query }) => pagedResponse(req, purchasesSeenBy(user, await listPurchases(user, query))),
);

export const POST = apiRoute(
  {
    summary: "Record a purchase",
    permission: "library.update",
    success: "created",
    audit: ["purchase.create"],
    body: purchaseFormSchema,
  },
  async ({ user, body }) => Response.json(await createPurchase(user, body), { status: 201 }),
);
