import { apiRoute } from "@/lib/api/route";
import { bulkDeletePurchasesSchema } from "@/lib/library/schema";
import { bulkDeletePurchases } from "@/lib/library/service";

export const POST = apiRoute({ body: bulkDeletePurchasesSchema, stepUp: true }, ({ user, body }) =>
  bulkDeletePurchases(user, body),
);
