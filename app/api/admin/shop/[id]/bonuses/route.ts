import { apiRoute } from "@/lib/api/route";
import { listBonusFiles } from "@/lib/bonus-files/service";
import { shopItemIdParamsSchema } from "@/lib/shop/schema";

export const GET = apiRoute(
  { summary: "List a shop item's bonus files", permission: "shop.read", errors: [404], params: shopItemIdParamsSchema },
  ({ params }) => listBonusFiles(params.id),
);
