import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listReportsQuerySchema } from "@/lib/reports/schema";
import { listReportItems } from "@/lib/reports/service";

export const GET = apiRoute(
  {
    summary: "List reported items (reports merged by message or member), newest report first",
    permission: "reports.read",
    success: "page",
    query: listReportsQuerySchema,
  },
  async ({ req, user, query }) => pagedResponse(req, await listReportItems(user, query)),
);
