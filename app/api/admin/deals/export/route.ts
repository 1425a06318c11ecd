import { apiRoute } from "@/lib/api/route";
import { exportDeals } from "@/lib/deals/export-deals";
import { dealFilterSchema } from "@/lib/deals/schema";

export const GET = apiRoute(
  { summary: "Export deals as CSV", permission: "deals.export", success: "csv", query: dealFilterSchema },
  ({ user, stillAllowed, query }) => exportDeals({ user, stillAllowed }, query),
);
