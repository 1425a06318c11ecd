import { panelPage } from "@/components/auth/panel-access";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { getAnalyticsOverview } from "@/lib/analytics/overview";
import { getSystemStatus } from "@/lib/analytics/system-status";
import { listRecentUsers } from "@/lib/users/service";
import { asJson } from "@/lib/serialize";
import { resourceTitle } from "@/lib/page-titles";

export const metadata = resourceTitle("dashboard");

export default panelPage(async function DashboardPage(_props: object, viewer) {
  const [overview, recent, status] = await Promise.all([
    getAnalyticsOverview(),
    listRecentUsers(viewer),
    getSystemStatus(),
  ]);
  return <DashboardScreen initialOverview={overview} initialRecent={asJson(recent)} status={status} />;
});
