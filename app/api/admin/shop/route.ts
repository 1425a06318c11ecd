import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listShopItemsQuerySchema, shopItemFormSchema } from "@/lib/shop/schema";
import { createShopItem, listShopItems } from "@/lib/shop/service";

export const GET = apiRoute(
  { summary: "List shop items", success: "page", query: listShopItemsQuerySchema },
  async ({ req, query }) => pagedResponse(req, await listShopItems(query)),
);

export const POST = apiRoute(
  { summary: "Create a shop item", success: "created", audit: ["shop_item.create"], body: shopItemFormSchema },
  async ({ user, body }) => Response.json(await createShopItem(user, body), { status: 201 }),
);
