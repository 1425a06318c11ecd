import { apiRoute } from "@/lib/api/route";
import { uploadUrlRequestSchema } from "@/lib/bonus-files/schema";
import { requestUploadUrl } from "@/lib/bonus-files/upload";
import { shopItemIdParamsSchema } from "@/lib/shop/schema";

export const POST = apiRoute(
  { params: shopItemIdParamsSchema, body: uploadUrlRequestSchema },
  ({ user, params, body }) => requestUploadUrl(user, params.id, body),
);
