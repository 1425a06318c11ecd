import { apiRoute } from "@/lib/api/route";
import { bonusFileParamsSchema } from "@/lib/bonus-files/schema";
import { deleteBonusFile } from "@/lib/bonus-files/service";

export const DELETE = apiRoute(
  {
    summary: "Delete a bonus file",
    permission: "shop.update",
    errors: [404],
    audit: ["shop_bonus.delete"],
    params: bonusFileParamsSchema,
    stepUp: true,
  },
  ({ user, params }) => deleteBonusFile(user, params.id, params.fileId),
);
