// Bytes no row refers to, put through an upload URL this panel handed out:
// never saved, put after their file or item was deleted, or refused by a check
// while another admin's URL was live. Once an upload URL has been expired for
// an hour (the hour lets an upload that began in time finish), the sweep
// deletes the bytes at its key unless a file row, a newer URL or the trash
// (the item is in it) claims them, and forgets the URL. Only keys this database handed URLs for are ever
// touched: a store shared with another environment, or a database restored
// from an old backup, loses nothing it does not know. It runs hourly as the job
// queue's "bonus_files.sweep" task (lib/jobs/recurring.ts), and on
// POST /api/cron/sweep (the serverless mode).
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { objectStore } from "@/lib/storage/store";

const GRACE_MS = 60 * 60 * 1000;
// URLs swept per transaction: each key costs a lookup and maybe a delete in the store while the item is locked.
const BATCH = 100;

export type SweepResult = { deletedObjects: number; expiredUploadUrls: number };

type ExpiredUrl = { id: string; shopItemId: string; storageKey: string };

function byItem(urls: ExpiredUrl[]): Map<string, ExpiredUrl[]> {
  const grouped = new Map<string, ExpiredUrl[]>();
  for (const url of urls) grouped.set(url.shopItemId, [...(grouped.get(url.shopItemId) ?? []), url]);
  return grouped;
}

/** Sweeps every expired upload URL (or, for tests, those of `itemIds`) as of `now`. */
export async function sweepBonusObjects({
  now = new Date(),
  itemIds,
}: { now?: Date; itemIds?: string[] } = {}): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - GRACE_MS);
  const result: SweepResult = { deletedObjects: 0, expiredUploadUrls: 0 };
  // A trashed item's URLs wait: restored, its unsaved bytes are swept then; purged, they go with its prefix.
  const trashed = await db.trashEntry.findMany({ where: { type: "shop_item" }, select: { recordId: true } });
  const waiting = { notIn: trashed.map(({ recordId }) => recordId) };
  for (;;) {
    const where = { expiresAt: { lt: cutoff }, shopItemId: itemIds ? { in: itemIds, ...waiting } : waiting };
    const expired = await db.bonusUploadUrl.findMany({
      where,
      select: { id: true, shopItemId: true, storageKey: true },
      orderBy: { shopItemId: "asc" },
      take: BATCH,
    });
    if (expired.length === 0) return result;
    for (const [itemId, urls] of byItem(expired)) {
      result.deletedObjects += await sweepItem(itemId, urls, cutoff);
      result.expiredUploadUrls += urls.length;
    }
    if (expired.length < BATCH) return result;
  }
}

/**
 * Under the item's lock (when it still exists), so no save or check of the same keys runs
 * meanwhile: deletes the bytes of the keys no row and no newer URL claims, and forgets the URLs.
 */
function sweepItem(itemId: string, urls: ExpiredUrl[], cutoff: Date): Promise<number> {
  return db.$transaction(
    async (tx) => {
      // Not lockItem: an item deleted since is no error here, its late bytes are what the sweep is for.
      await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "shop_items" WHERE "id" = ${itemId} FOR UPDATE`);
      const keys = [...new Set(urls.map(({ storageKey }) => storageKey))];
      // Read before the rows: a restore under way is waited for, so the rows it brings back are seen.
      const trashed = await tx.$queryRaw<unknown[]>(
        Prisma.sql`SELECT 1 FROM "trash" WHERE "type" = 'shop_item' AND "record_id" = ${itemId} FOR SHARE`,
      );
      const saved = await tx.shopItemBonusFile.findMany({
        where: { storageKey: { in: keys } },
        select: { storageKey: true },
      });
      const newer = await tx.bonusUploadUrl.findMany({
        where: { storageKey: { in: keys }, expiresAt: { gte: cutoff } },
        select: { storageKey: true },
      });
      const claimed = new Set([...saved, ...newer].map(({ storageKey }) => storageKey));
      // A trashed item keeps every byte under its prefix: a restore needs them, the purge deletes them all.
      if (trashed.length > 0) keys.forEach((key) => claimed.add(key));
      let deleted = 0;
      for (const key of keys.filter((candidate) => !claimed.has(candidate))) {
        if ((await objectStore().size(key)) === null) continue;
        await objectStore().delete(key);
        deleted++;
      }
      await tx.bonusUploadUrl.deleteMany({ where: { id: { in: urls.map(({ id }) => id) } } });
      return deleted;
    },
    { timeout: 60_000 },
  );
}
