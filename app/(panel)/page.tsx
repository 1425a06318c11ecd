import { panelPage } from "@/components/auth/panel-access";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { getAnalyticsOverview } from "@/lib/analytics/overview";
import { getSystemStatus } from "@/lib/analytics/system-status";
import { hasPermission } from "@/lib/permissions/check";
import { listRecentUsers } from "@/lib/users/service";
import { asJson } from "@/lib/serialize";
import { resourceTitle } from "@/lib/page-titles";

export const metadata = resourceTitle("dashboard");

/** Every admin's landing screen; each part read only for an admin who may see it (the screen leaves the rest out). */
export default panelPage(async function DashboardPage(_props: object, viewer) {
  const figures = hasPermission(viewer, "analytics.read");
  const [overview, recent, status] = await Promise.all([
    figures ? getAnalyticsOverview() : undefined,
    hasPermission(viewer, "users.read") ? listRecentUsers(viewer) : undefined,
    figures ? getSystemStatus() : undefined,
  ]);
  return <DashboardScreen initialOverview={overview} initialRecent={recent && asJson(recent)} status={status} />;
});
