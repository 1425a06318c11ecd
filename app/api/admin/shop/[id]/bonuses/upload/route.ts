import { apiRoute } from "@/lib/api/route";
import { saveBonusMetadataSchema } from "@/lib/bonus-files/schema";
import { saveBonusMetadata } from "@/lib/bonus-files/upload";
import { shopItemIdParamsSchema } from "@/lib/shop/schema";

export const POST = apiRoute(
  {
    summary: "Save bonus files' metadata",
    permission: "shop.update",
    success: "created",
    errors: [404, 409],
    audit: ["shop_bonus.save_metadata"],
    params: shopItemIdParamsSchema,
    body: saveBonusMetadataSchema,
  },
  async ({ user, params, body }) => Response.json(await saveBonusMetadata(user, params.id, body), { status: 201 }),
);
