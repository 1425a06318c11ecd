import { apiRoute } from "@/lib/api/route";
import { dealIdParamsSchema, dealPatchSchema } from "@/lib/deals/schema";
import { deleteDeal, updateDeal } from "@/lib/deals/service";

const params = dealIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Update a deal",
    permission: "deals.update",
    errors: [404, 412],
    audit: ["deal.update"],
    params,
    body: dealPatchSchema,
  },
  ({ user, params, body, ifMatch }) => updateDeal(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a deal",
    permission: "deals.update",
    success: "no content",
    errors: [404, 412],
    audit: ["deal.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deleteDeal(user, { id: params.id, ifMatch }),
);
