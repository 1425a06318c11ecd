import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { AuditRecord } from "@/lib/audit/list-audit";
import type { Json } from "@/lib/serialize";

export const AUDIT_PAGE_SIZE = 50;

export const auditFilterSchema = z.object({
  actor: z.string().trim().max(200).optional().default(""),
  action: z.string().trim().max(100).optional().default(""),
  target: z.string().trim().max(200).optional().default(""),
});
export const listAuditQuerySchema = auditFilterSchema.extend(keysetQuerySchema({ defaultLimit: AUDIT_PAGE_SIZE, max: 200 }).shape);
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** An audit entry as JSON delivers it. */
export type AuditRow = Json<AuditRecord>;

export const auditKeys = {
  list: (query: Partial<ListAuditQuery>) => ["/api/admin/audit-logs", query] as const,
};
