import { apiRoute } from "@/lib/api/route";
import { exportAuditEntries } from "@/lib/audit/export-audit";
import { auditFilterSchema } from "@/lib/audit/schema";

export const GET = apiRoute(
  { summary: "Export audit log entries as CSV", permission: "audit.export", success: "csv", query: auditFilterSchema },
  ({ user, stillAllowed, query }) => exportAuditEntries({ user, stillAllowed }, query),
);
