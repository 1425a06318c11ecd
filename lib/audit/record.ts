import type { AuditAction } from "@/lib/audit/actions";
import { actorLabel } from "@/lib/audit/labels";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Who acted, as the change read them (a SessionUser fits). */
export type AuditActor = { id: string; firstName: string | null; lastName: string | null; email: string | null };

export type AuditEntry = {
  /** Null when nobody is signed in (a failed sign-in). */
  actor: AuditActor | null;
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  /** The target in words as it is at write time (lib/audit/labels.ts); null when there is nothing to name (an export). */
  targetLabel: string | null;
  details?: Prisma.InputJsonValue;
};

type AuditWriter = { auditLog: { create: (args: { data: Prisma.AuditLogUncheckedCreateInput }) => Promise<unknown> } };

/** Writes one audit entry; pass the transaction client so the entry commits (or not) with the change. */
export async function recordAudit(tx: AuditWriter, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actor?.id ?? null,
      actorLabel: entry.actor ? actorLabel(entry.actor) : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      targetLabel: entry.targetLabel,
      details: entry.details,
    },
  });
}
