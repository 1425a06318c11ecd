import type { ListAuditQuery } from "@/lib/audit/schema";

export const auditKeys = {
  all: ["/api/admin/audit-logs"] as const,
  list: (query: Partial<ListAuditQuery>) => ["/api/admin/audit-logs", query] as const,
};
