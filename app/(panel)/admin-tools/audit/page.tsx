import { panelPage } from "@/components/auth/panel-access";
import { AuditLogScreen } from "@/components/admin-tools/audit-log-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { listAuditEntries } from "@/lib/audit/list-audit";
import { listAuditQuerySchema } from "@/lib/audit/schema";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { pageTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = pageTitle("Audit Log");

export default panelPage(async function AuditLogPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "audit", listAuditQuerySchema, await searchParams);
  return <AuditLogScreen initialPage={asJson(await listAuditEntries(viewer, opened.initialQuery))} {...opened} />;
}, "audit.read");
