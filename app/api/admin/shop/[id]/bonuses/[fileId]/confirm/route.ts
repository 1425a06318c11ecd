import { apiRoute } from "@/lib/api/route";
import { bonusFileParamsSchema } from "@/lib/bonus-files/schema";
import { confirmBonusUpload } from "@/lib/bonus-files/upload";

export const POST = apiRoute(
  {
    summary: "Check and record a bonus file's uploaded bytes",
    permission: "shop.update",
    errors: [404, 409],
    audit: ["shop_bonus.confirm_upload"],
    params: bonusFileParamsSchema,
  },
  ({ user, params }) => confirmBonusUpload(user, params.id, params.fileId),
);
