// Writing audit entries: one for a change, or many for a bulk edit, always in the change's own
// transaction so an entry exists exactly when its change does. The webhook events a change raises
// are written with its entries (lib/webhooks/audit-events.ts), so they too commit or roll back with it.
import type { AuditAction } from "@/lib/audit/actions";
import { actorLabel } from "@/lib/audit/labels";
import type { Prisma } from "@/lib/generated/prisma/client";
import { webhookEventsOf } from "@/lib/webhooks/audit-events";
import { emitEvents } from "@/lib/webhooks/events";

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
  /** Every record a bulk entry covers (its details keep only the first thousand): each raises its own webhook event. */
  covers?: readonly { type: string; id: string }[];
};

type AuditClient = Prisma.TransactionClient;

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
export async function recordAudit(tx: AuditClient, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({ data: auditRow(entry) });
  await emitEvents(tx, webhookEventsOf(entry));
}

// Seven values a row: PostgreSQL takes at most 65,535 bind values in one statement.
const ROWS_PER_INSERT = 5_000;

/** Writes many entries (a bulk edit's one row per record) a few statements, in the change's transaction. */
export async function recordAudits(tx: AuditClient, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT)
    await tx.auditLog.createMany({ data: entries.slice(start, start + ROWS_PER_INSERT).map(auditRow) });
  await emitEvents(tx, entries.flatMap(webhookEventsOf));
}
