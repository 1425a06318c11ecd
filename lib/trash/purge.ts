// The purge: entries older than TRASH_RETENTION_DAYS (30) go for good, in small
// batches, each its own short transaction, so no table is locked for long. It
// runs hourly as the job queue's "trash.purge" task (lib/jobs/recurring.ts),
// and on POST /api/cron/purge (serverless). Two purges at once take different
// entries (SKIP LOCKED), so neither waits for nor repeats the other's.
import "server-only";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit, type AuditActor } from "@/lib/audit/write-entry";
import { deleteItemObjects } from "@/lib/bonus-files/service";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TrashEntryRef } from "@/lib/trash/kinds";
import { forgetOriginalSenders } from "@/lib/trash/users";

type Tx = Prisma.TransactionClient;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries per transaction: a batch of users also clears their merged messages' original sender. */
export const PURGE_BATCH = 200;

/** TRASH_RETENTION_DAYS: how long a deleted record can be restored; a mistyped value stops the server. */
export function trashRetentionDays(env: Record<string, string | undefined> = process.env): number {
  const value = env.TRASH_RETENTION_DAYS;
  if (value === undefined || value === "") return 30;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`TRASH_RETENTION_DAYS must be a whole number of days above 0, not "${value}"`);
  }
  return days;
}

export const purgeDate = (deletedAt: Date, days = trashRetentionDays()): Date =>
  new Date(deletedAt.getTime() + days * DAY_MS);

/** Forgets the locked entries for good; answers the shop items whose stored objects go once this commits. */
export async function purgeEntries(tx: Tx, entries: TrashEntryRef[]): Promise<string[]> {
  const users = entries.filter((entry) => entry.type === "user").map((entry) => entry.recordId);
  if (users.length > 0) await forgetOriginalSenders(tx, users);
  await tx.$executeRaw`DELETE FROM "trash" WHERE "id" = ANY(${entries.map((entry) => entry.id)}::text[])`;
  return entries.filter((entry) => entry.type === "shop_item").map((entry) => entry.recordId);
}

export type PurgeResult = { purged: number; batches: number; longestBatchMs: number };

/** One batch of expired entries (of `only`, when given). */
async function purgeBatch(cutoff: Date, size: number, actor: AuditActor | null, only: string[] | null) {
  return db.$transaction(
    async (tx) => {
      const entries = await tx.$queryRaw<TrashEntryRef[]>`
        SELECT "id", "type", "record_id" AS "recordId", "label" FROM "trash"
         WHERE "deleted_at" < ${cutoff} AND (${only}::text[] IS NULL OR "id" = ANY(${only}::text[]))
         ORDER BY "deleted_at", "id" LIMIT ${size} FOR UPDATE SKIP LOCKED`;
      if (entries.length === 0) return { entries, shopItems: [] };
      const shopItems = await purgeEntries(tx, entries);
      await recordAudit(tx, {
        actor,
        action: "trash.purge",
        targetType: "trash",
        targetLabel: countLabel(entries.length, "record"),
        details: {
          cutoff: cutoff.toISOString(),
          entries: entries.map(({ type, recordId, label }) => ({ type, recordId, label })),
        },
      });
      return { entries, shopItems };
    },
    { timeout: 60_000 },
  );
}

type PurgeOptions = {
  now?: Date;
  days?: number;
  batchSize?: number;
  actor?: AuditActor | null;
  /** For tests: only these entries (a shared database holds other files' trash). */
  entryIds?: string[];
};

/** Purges every entry deleted before `now` minus the retention. */
export async function purgeExpired({
  now = new Date(),
  days = trashRetentionDays(),
  batchSize = PURGE_BATCH,
  actor = null,
  entryIds,
}: PurgeOptions = {}): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const result: PurgeResult = { purged: 0, batches: 0, longestBatchMs: 0 };
  for (;;) {
    const started = performance.now();
    const batch = await purgeBatch(cutoff, batchSize, actor, entryIds ?? null);
    if (batch.entries.length === 0) return result;
    result.batches++;
    result.purged += batch.entries.length;
    result.longestBatchMs = Math.max(result.longestBatchMs, Math.round(performance.now() - started));
    await deleteItemObjects(batch.shopItems);
    if (batch.entries.length < batchSize) return result;
  }
}
