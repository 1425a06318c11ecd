// Writing audit entries: one for a change, or many for a bulk edit, always in the change's own
// transaction so an entry exists exactly when its change does.
import type { AuditAction } from "@/lib/audit/actions";
import { actorLabel } from "@/lib/audit/labels";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Who acted, as the change read them (a SessionUser fits). A call made with an API token acts as its
 * creator and names the token too: "Ada Admin's token 'chat app'".
 */
export type AuditActor = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  token?: { id: string; name: string };
};

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
type AuditsWriter = {
  auditLog: { createMany: (args: { data: Prisma.AuditLogCreateManyInput[] }) => Promise<unknown> };
};

/** The actor's words: the person, or the person's token that made the call (the audit log's and the trash's). */
export const actingAs = (actor: AuditActor) =>
  actor.token ? `${actorLabel(actor)}'s token '${actor.token.name}'` : actorLabel(actor);

const auditRow = (entry: AuditEntry) => ({
  actorId: entry.actor?.id ?? null,
  actorLabel: entry.actor ? actingAs(entry.actor) : null,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId ?? null,
  targetLabel: entry.targetLabel,
  details: entry.details,
});

/** Writes one audit entry; pass the transaction client so the entry commits (or not) with the change. */
export async function recordAudit(tx: AuditWriter, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({ data: auditRow(entry) });
}

// Seven values a row: PostgreSQL takes at most 65,535 bind values in one statement.
const ROWS_PER_INSERT = 5_000;

/** Writes many entries (a bulk edit's one row per record) a few statements, in the change's transaction. */
export async function recordAudits(tx: AuditsWriter, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT)
    await tx.auditLog.createMany({ data: entries.slice(start, start + ROWS_PER_INSERT).map(auditRow) });
}
