// Bytes no row refers to: put through an upload URL whose file was never
// saved, put after their file or item was deleted, or refused by a check while
// their URL was live. The sweep deletes them once every upload URL for their
// key has expired, with an hour's grace for an upload that began in time and
// is still running. It runs when `npm start` starts and hourly after, and on
// POST /api/cron/sweep (the serverless mode).
import { Prisma } from "@/lib/generated/prisma/client";
import { BONUS_STORAGE_ROOT } from "@/lib/bonus-files/schema";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { objectStore } from "@/lib/storage/store";

const GRACE_MS = 60 * 60 * 1000;

export type SweepResult = { deletedObjects: number; expiredUploadUrls: number };

/** Sweeps the keys under `root` (every bonus file's, or one item's) as of `now`. */
export async function sweepBonusObjects({ now = new Date(), root = BONUS_STORAGE_ROOT } = {}): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - GRACE_MS);
  const { count: expiredUploadUrls } = await db.bonusUploadUrl.deleteMany({ where: { storageKey: { startsWith: root }, expiresAt: { lt: cutoff } } });
  let deletedObjects = 0;
  for await (const [itemId, keys] of oldObjectsByItem(root, cutoff)) deletedObjects += await sweepItem(itemId, keys, cutoff);
  return { deletedObjects, expiredUploadUrls };
}

/** Keys under `root` written before `cutoff`, grouped by the item their key names (shop-bonuses/{itemId}/{fileName}). */
async function* oldObjectsByItem(root: string, cutoff: Date): AsyncIterable<[string, string[]]> {
  const byItem = new Map<string, string[]>();
  for await (const { key, modifiedAt } of objectStore().list(root)) {
    if (modifiedAt >= cutoff) continue;
    const itemId = key.slice(BONUS_STORAGE_ROOT.length).split("/")[0]!;
    const keys = byItem.get(itemId) ?? [];
    keys.push(key);
    byItem.set(itemId, keys);
  }
  yield* byItem;
}

/**
 * Under the item's lock (when it still exists), so no save or check of the same keys runs
 * meanwhile: deletes the keys without a row and without an upload URL that expired after `cutoff`.
 */
function sweepItem(itemId: string, keys: string[], cutoff: Date): Promise<number> {
  return db.$transaction(
    async (tx) => {
      await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "shop_items" WHERE "id" = ${itemId} FOR UPDATE`);
      const saved = await tx.shopItemBonusFile.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } });
      const reserved = await tx.bonusUploadUrl.findMany({ where: { storageKey: { in: keys }, expiresAt: { gte: cutoff } }, select: { storageKey: true } });
      const kept = new Set([...saved, ...reserved].map(({ storageKey }) => storageKey));
      const orphans = keys.filter((key) => !kept.has(key));
      for (const key of orphans) await objectStore().delete(key);
      return orphans.length;
    },
    { timeout: 60_000 },
  );
}

/** The sweep as `npm start` runs it: logged, never thrown (a store outage must not stop the server). */
export async function sweepBonusObjectsLogged(): Promise<void> {
  try {
    const result = await sweepBonusObjects();
    logger.info(result, "Swept bonus files' storage");
  } catch (error) {
    logger.error({ err: error }, "Could not sweep bonus files' storage");
  }
}
