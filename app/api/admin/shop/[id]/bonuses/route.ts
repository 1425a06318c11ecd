import { apiRoute } from "@/lib/api/route";
import { shopItemIdParamsSchema } from "@/lib/shop/schema";
import { listBonusFiles } from "@/lib/shop/service";

export const GET = apiRoute({ params: shopItemIdParamsSchema }, ({ params }) => listBonusFiles(params.id));
