import { apiRoute } from "@/lib/api/route";
import { claimReportItem } from "@/lib/reports/claim";
import { reportItemParamsSchema } from "@/lib/reports/schema";

export const POST = apiRoute(
  {
    summary:
      "Claim a reported item for review (opening it does); a claim holds 5 minutes. 409 when another moderator holds it or it is resolved",
    permission: "reports.manage",
    errors: [404, 409],
    audit: ["report_item.claim"],
    params: reportItemParamsSchema,
  },
  ({ user, params }) => claimReportItem(user, params.itemId),
);
