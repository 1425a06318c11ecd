import { apiRoute } from "@/lib/api/route";
import { uploadUrlRequestSchema } from "@/lib/bonus-files/schema";
import { requestUploadUrl } from "@/lib/bonus-files/upload";
import { shopItemIdParamsSchema } from "@/lib/shop/schema";

export const POST = apiRoute(
  {
    summary: "A short-lived upload URL for a bonus file",
    permission: "shop.update",
    errors: [404, 409, 429],
    audit: { exempt: "hands out a short-lived upload URL; nothing is recorded until the upload is saved or confirmed" },
    params: shopItemIdParamsSchema,
    body: uploadUrlRequestSchema,
  },
  ({ user, params, body }) => requestUploadUrl(user, params.id, body),
);
