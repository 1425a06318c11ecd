import type { ListAuditQuery } from "@/lib/audit/schema";

export const auditKeys = {
  list: (query: Partial<ListAuditQuery>) => ["/api/admin/audit-logs", query] as const,
};
