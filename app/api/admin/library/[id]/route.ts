import { apiRoute } from "@/lib/api/route";
import { purchaseIdParamsSchema, purchasePatchSchema } from "@/lib/library/schema";
import { deletePurchase, updatePurchase } from "@/lib/library/service";

const params = purchaseIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Update a purchase",
    permission: "library.update",
    errors: [404, 412],
    audit: ["purchase.update"],
    params,
    body: purchasePatchSchema,
  },
  ({ user, params, body, ifMatch }) => updatePurchase(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a purchase",
    permission: "library.update",
    errors: [404, 412],
    audit: ["purchase.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deletePurchase(user, { id: params.id, ifMatch }),
);
