import { apiRoute } from "@/lib/api/route";
import { purchaseFormSchema, purchaseIdParamsSchema } from "@/lib/library/schema";
import { deletePurchase, updatePurchase } from "@/lib/library/service";

const params = purchaseIdParamsSchema;

export const PATCH = apiRoute({ params, body: purchaseFormSchema }, ({ user, params, body }) =>
  updatePurchase(user, params.id, body),
);

export const DELETE = apiRoute({ params, stepUp: true }, ({ user, params }) => deletePurchase(user, params.id));
