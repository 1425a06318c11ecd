import { apiRoute } from "@/lib/api/route";
import { getAnalyticsOverview } from "@/lib/analytics/overview";

export const GET = apiRoute({ summary: "Dashboard figures", permission: "analytics.read" }, () =>
  getAnalyticsOverview(),
);
