// Reading changes back from the audit log, where no notification arrives:
// the poll of the serverless mode, and the hub on a database that cannot
// notify other connections.
import "server-only";
import { db } from "@/lib/db";
import { withStale } from "@/lib/live/keys";
import { EVERYTHING, type ChangesAnswer, type LiveChange } from "@/lib/live/schema";
import { changeSeenBy } from "@/lib/live/seen-by";
import type { Reader } from "@/lib/permissions/read-permissions";

/**
 * How far back a read of the audit log looks past the last one: an entry is
 * stamped when its transaction began, so one that commits after a younger one
 * would otherwise be passed over. Changes in a transaction longer than this
 * reach a poll late or not at all (docs/decisions/live-lists.md).
 */
export const LOOKBACK_MS = 10_000;
const MAX_ENTRIES = 2_000;

export type AuditEntryChange = { entryId: string; at: Date; change: LiveChange };

/**
 * Audit entries stamped after `since` less the lookback, oldest first, each as a change of one record;
 * null when there are more than one read takes (a bulk change of thousands): refetch everything.
 */
export async function auditChangesSince(since: Date): Promise<AuditEntryChange[] | null> {
  const rows = await db.auditLog.findMany({
    where: { createdAt: { gt: new Date(since.getTime() - LOOKBACK_MS) } },
    select: {
      id: true,
      action: true,
      targetType: true,
      targetId: true,
      actorId: true,
      actorLabel: true,
      createdAt: true,
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_ENTRIES + 1,
  });
  if (rows.length > MAX_ENTRIES) return null;
  return rows.map((row) => ({
    entryId: row.id,
    at: row.createdAt,
    change: {
      type: row.targetType,
      action: row.action,
      ids: row.targetId === null ? [] : [row.targetId],
      actorId: row.actorId,
      actorLabel: row.actorLabel,
    },
  }));
}

/** How far back a browser may catch up (a tab hidden for long, an old page): past it, refetching everything costs less. */
const CATCH_UP_LIMIT_MS = 5 * 60_000;

/** A browser's catch-up from `since` (its page's render, its last poll): null, refetch everything, when too far back. */
export async function changesToCatchUp(since: Date, now = Date.now()): Promise<AuditEntryChange[] | null> {
  return now - since.getTime() > CATCH_UP_LIMIT_MS ? null : auditChangesSince(since);
}

/**
 * The poll's answer for `viewer`: the changes since the last poll's `now` they may hear of (lib/live/seen-by.ts);
 * none on the first, which only sets the clock.
 */
export async function changesSince(
  viewer: Reader,
  since: number | undefined,
  now = Date.now(),
): Promise<ChangesAnswer> {
  if (since === undefined) return { now, changes: [] };
  const entries = await changesToCatchUp(new Date(since), now);
  if (!entries) return { now, changes: [{ entryId: `everything:${now}`, change: withStale(EVERYTHING) }] };
  const seen = entries.flatMap(({ entryId, change }) => {
    const visible = changeSeenBy(viewer, change);
    return visible ? [{ entryId, change: withStale(visible) }] : [];
  });
  return { now, changes: seen };
}
