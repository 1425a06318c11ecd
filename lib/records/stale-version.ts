// The answer to a change made against an old version: 412, who changed the record
// and when, and the record as it is now. Who: the audit entry that recorded the
// version the record has now (the kit writes `version` into its entries); a version
// raised with no entry of its own (a delete's unlink, a cascade) names nobody.
import { ApiError } from "@/lib/api/errors";
import type { AuditAction } from "@/lib/audit/actions";
import { VERSION_CONFLICT } from "@/lib/api/error-codes";
import type { Prisma } from "@/lib/generated/prisma/client";

type Reader = Pick<Prisma.TransactionClient, "auditLog">;

/** 14:02 UTC: the server does not know the admin's time zone; the panel shows its own local time from `changedAt`. */
const clockTime = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;

export function staleVersionMessage(noun: string, changedBy: string | null, changedAt: Date): string {
  const by = changedBy ? ` by ${changedBy}` : "";
  return `This ${noun} was changed${by} at ${clockTime(changedAt)}. Reload to see the changes.`;
}

/**
 * What changed under the caller: one record at a version, or (without an id) a whole collection,
 * such as the roadmap's order, named by the actions that change it.
 */
type StaleTarget = { type: string; noun: string; updatedAt?: Date } & (
  { id: string; version: number } | { actions: readonly AuditAction[] }
);

export async function staleVersion(tx: Reader, target: StaleTarget, current: unknown): Promise<ApiError> {
  const latest = await tx.auditLog.findFirst({
    where: {
      targetType: target.type,
      ...("id" in target
        ? { targetId: target.id, details: { path: ["version"], equals: target.version } }
        : { action: { in: [...target.actions] } }),
    },
    orderBy: { createdAt: "desc" },
    select: { actorLabel: true, createdAt: true },
  });
  const changedBy = latest?.actorLabel ?? null;
  const changedAt = latest?.createdAt ?? target.updatedAt ?? new Date();
  return new ApiError(412, staleVersionMessage(target.noun, changedBy, changedAt), VERSION_CONFLICT, {
    changedBy,
    changedAt: changedAt.toISOString(),
    current,
  });
}
