import { panelPage } from "@/components/auth/panel-access";
import { ReportsScreen } from "@/components/reports/reports-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { resourceTitle } from "@/lib/page-titles";
import { listReportsQuerySchema } from "@/lib/reports/schema";
import { listReportItems } from "@/lib/reports/service";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("moderation_reports");

export default panelPage(async function ReportsPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "reports", listReportsQuerySchema, await searchParams);
  return <ReportsScreen initialPage={asJson(await listReportItems(viewer, opened.initialQuery))} {...opened} />;
}, "reports.read");
