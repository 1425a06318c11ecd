import { panelPage } from "@/components/auth/panel-access";
import { AuditLogScreen } from "@/components/admin-tools/audit-log-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { listAuditEntries } from "@/lib/audit/list-audit";
import { listAuditQuerySchema } from "@/lib/audit/schema";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<SearchParamsInput> };

export default panelPage(async function AuditLogPage({ searchParams }: Props) {
  const query = parseListQuery(listAuditQuerySchema, await searchParams);
  return (
    <AuditLogScreen
      initialPage={asJson(await listAuditEntries(query))}
      initialQuery={query}
      defaults={listDefaults(listAuditQuerySchema)}
    />
  );
});
