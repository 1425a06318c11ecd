import { apiRoute } from "@/lib/api/route";
import { shopItemFormSchema, shopItemIdParamsSchema } from "@/lib/shop/schema";
import { deleteShopItem, updateShopItem } from "@/lib/shop/service";

const params = shopItemIdParamsSchema;

export const PATCH = apiRoute({ params, body: shopItemFormSchema }, ({ user, params, body }) =>
  updateShopItem(user, params.id, body),
);

export const DELETE = apiRoute({ params, stepUp: true }, async ({ user, params }) => {
  const { id, removed } = await deleteShopItem(user, params.id);
  return { id, removed };
});
