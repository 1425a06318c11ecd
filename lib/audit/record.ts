import type { AuditAction } from "@/lib/audit/actions";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditEntry = {
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  details?: Prisma.InputJsonValue;
};

type AuditWriter = { auditLog: { create: (args: { data: Prisma.AuditLogUncheckedCreateInput }) => Promise<unknown> } };

/** Writes one audit entry; pass the transaction client so the entry commits (or not) with the change. */
export async function recordAudit(tx: AuditWriter, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      details: entry.details,
    },
  });
}
