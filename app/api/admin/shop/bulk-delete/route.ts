import { apiRoute } from "@/lib/api/route";
import { bulkDeleteShopItemsSchema } from "@/lib/shop/schema";
import { bulkDeleteShopItems } from "@/lib/shop/service";

export const POST = apiRoute(
  {
    summary: "Delete several shop items",
    permission: "shop.update",
    errors: [404],
    audit: ["shop_item.bulk_delete"],
    body: bulkDeleteShopItemsSchema,
    stepUp: true,
  },
  ({ user, body }) => bulkDeleteShopItems(user, body),
);
