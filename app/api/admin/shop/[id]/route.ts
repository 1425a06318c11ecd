import { apiRoute } from "@/lib/api/route";
import { shopItemIdParamsSchema, shopItemPatchSchema } from "@/lib/shop/schema";
import { deleteShopItem, updateShopItem } from "@/lib/shop/service";

const params = shopItemIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Update a shop item",
    permission: "shop.update",
    errors: [404, 412],
    audit: ["shop_item.update"],
    params,
    body: shopItemPatchSchema,
  },
  ({ user, params, body, ifMatch }) => updateShopItem(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a shop item with its bonus files and purchases",
    permission: "shop.update",
    errors: [404, 412],
    audit: ["shop_item.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deleteShopItem(user, { id: params.id, ifMatch }),
);
