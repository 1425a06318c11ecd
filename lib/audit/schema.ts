import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import { dayField, orderedRange, RANGE_ORDER } from "@/lib/api/day-range";
import type { AuditRecord } from "@/lib/audit/record";
import type { Json } from "@/lib/serialize";

export const AUDIT_PAGE_SIZE = 50;

const auditFilterFields = z.object({
  actor: z.string().trim().max(200).optional().default(""),
  action: z.string().trim().max(100).optional().default(""),
  target: z.string().trim().max(200).optional().default(""),
  /** Inclusive UTC days. */
  from: dayField("From"),
  to: dayField("To"),
});

export const auditFilterSchema = auditFilterFields.refine(orderedRange, RANGE_ORDER);
export const listAuditQuerySchema = auditFilterFields
  .extend(keysetQuerySchema({ defaultLimit: AUDIT_PAGE_SIZE, max: 200 }).shape)
  .refine(orderedRange, RANGE_ORDER);
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** An audit entry as JSON delivers it. */
export type AuditRow = Json<AuditRecord>;
