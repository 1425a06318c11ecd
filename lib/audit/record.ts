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

// The writer lives in write-entry.ts; the sign-in modules (lib/auth) and the CSV import still
// import it from here, until they move to write-entry.ts too.
export { recordAudit, recordAudits, type AuditActor, type AuditEntry } from "@/lib/audit/write-entry";
