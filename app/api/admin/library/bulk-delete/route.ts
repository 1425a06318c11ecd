import { apiRoute } from "@/lib/api/route";
import { bulkDeletePurchasesSchema } from "@/lib/library/schema";
import { bulkDeletePurchases } from "@/lib/library/service";

export const POST = apiRoute(
  {
    summary: "Delete several purchases",
    permission: "library.update",
    errors: [404],
    audit: ["purchase.bulk_delete"],
    body: bulkDeletePurchasesSchema,
    stepUp: true,
  },
  ({ user, body }) => bulkDeletePurchases(user, body),
);
