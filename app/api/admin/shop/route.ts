import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { bulkEditShopItemsSchema, listShopItemsQuerySchema, shopItemFormSchema } from "@/lib/shop/schema";
import { bulkUpdateShopItems, createShopItem, listShopItems } from "@/lib/shop/service";

export const GET = apiRoute(
  { summary: "List shop items", permission: "shop.read", success: "page", query: listShopItemsQuerySchema },
  async ({ req, query }) => pagedResponse(req, await listShopItems(query)),
);

export const POST = apiRoute(
  {
    summary: "Create a shop item",
    permission: "shop.update",
    success: "created",
    audit: ["shop_item.create"],
    body: shopItemFormSchema,
  },
  async ({ user, body }) => Response.json(await createShopItem(user, body), { status: 201 }),
);

export const PATCH = apiRoute(
  {
    summary: "Activate or deactivate the selected shop items, or every item matching the search",
    permission: "shop.update",
    errors: [409],
    audit: ["shop_item.update"],
    body: bulkEditShopItemsSchema,
  },
  ({ user, body }) => bulkUpdateShopItems(user, body),
);
