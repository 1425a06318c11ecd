import { apiRoute } from "@/lib/api/route";
import { getDashboardCharts } from "@/lib/analytics/charts";

export const GET = apiRoute({ summary: "Dashboard charts", permission: "analytics.read" }, () => getDashboardCharts());
