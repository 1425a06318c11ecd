import { panelPage } from "@/components/auth/panel-access";
import { AuditLogScreen } from "@/components/admin-tools/audit-log-screen";
import { listAuditEntries } from "@/lib/audit/list-audit";
import { listAuditQuerySchema } from "@/lib/audit/schema";
import { asJson } from "@/lib/serialize";

export default panelPage(async function AuditLogPage() {
  const page = await listAuditEntries(listAuditQuerySchema.parse({}));
  return <AuditLogScreen initialPage={asJson(page)} />;
});
