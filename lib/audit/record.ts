// What an audit entry is to the API: the columns the log's list and export select, and the
// record type derived from them (shared by schema.ts's row type and the list).
import type { Prisma } from "@/lib/generated/prisma/client";

export const auditSelect = {
  id: true,
  action: true,
  targetType: true,
  targetId: true,
  targetLabel: true,
  actorId: true,
  actorLabel: true,
  details: true,
  createdAt: true,
  actor: { select: { id: true, email: true, handle: true } },
} satisfies Prisma.AuditLogSelect;

export type AuditRecord = Prisma.AuditLogGetPayload<{ select: typeof auditSelect }>;
