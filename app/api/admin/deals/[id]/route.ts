import { apiRoute } from "@/lib/api/route";
import { dealFormSchema, dealIdParamsSchema } from "@/lib/deals/schema";
import { deleteDeal, updateDeal } from "@/lib/deals/service";

const params = dealIdParamsSchema;

export const PATCH = apiRoute({ params, body: dealFormSchema }, ({ user, params, body }) =>
  updateDeal(user, params.id, body),
);

export const DELETE = apiRoute({ params, stepUp: true }, ({ user, params }) => deleteDeal(user, params.id));
