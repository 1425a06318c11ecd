import { apiRoute } from "@/lib/api/route";
import { purchaseIdParamsSchema } from "@/lib/library/schema";
import { releaseBonuses } from "@/lib/library/service";

/** No body (SPEC §7). */
export const POST = apiRoute(
  {
    summary: "Release a purchase's bonus files",
    permission: "library.update",
    errors: [404, 409, 412],
    audit: ["purchase.release_bonuses"],
    params: purchaseIdParamsSchema,
  },
  ({ user, params, ifMatch }) => releaseBonuses(user, { id: params.id, ifMatch }),
);
