import { apiRoute } from "@/lib/api/route";
import { reportItemParamsSchema } from "@/lib/reports/schema";
import { getReportItem } from "@/lib/reports/service";

export const GET = apiRoute(
  {
    summary: "A reported item: its message in context, its author's file and each reporter's record",
    permission: "reports.read",
    errors: [404],
    params: reportItemParamsSchema,
  },
  ({ user, params }) => getReportItem(user, params.itemId),
);
