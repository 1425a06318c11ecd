import { z } from "zod";

export const AUDIT_PAGE_SIZE = 50;

export const listAuditQuerySchema = z.object({
  actor: z.string().trim().max(200).optional().default(""),
  action: z.string().trim().max(100).optional().default(""),
  target: z.string().trim().max(200).optional().default(""),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  after: z.string().max(200).optional(),
  before: z.string().max(200).optional(),
});
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;
export type AuditFilter = Pick<ListAuditQuery, "actor" | "action" | "target">;

/** An audit entry as JSON delivers it. */
export type AuditRow = {
  id: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: unknown;
  createdAt: string;
  actor: { id: string; email: string | null; handle: string | null } | null;
};

export const auditKeys = {
  list: (filter: AuditFilter & { after?: string; before?: string }) => ["/api/admin/audit-logs", filter] as const,
};
