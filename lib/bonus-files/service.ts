// A shop item's bonus files (SPEC §3, §5, §7): metadata rows in PostgreSQL,
// bytes in object storage (lib/storage), put and fetched by browsers with
// presigned URLs. Listing, downloads and deletion; uploads are in upload.ts.
// Every row removed takes its object with it.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/write-entry";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import {
  bonusFileSelect,
  findFile,
  lockFile,
  lockItem,
  requireItem,
  servedType,
  withStatus,
} from "@/lib/bonus-files/rows";
import { bonusStoragePrefix, type BonusFileRecord } from "@/lib/bonus-files/schema";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { objectStore } from "@/lib/storage/store";

/** GET /api/admin/shop/{id}/bonuses: the item's files, oldest first, each with the state of its bytes. */
export async function listBonusFiles(itemId: string): Promise<BonusFileRecord[]> {
  await requireItem(itemId);
  const rows = await db.shopItemBonusFile.findMany({
    where: { shopItemId: itemId },
    orderBy: [{ uploadedAt: "asc" }, { id: "asc" }],
    select: bonusFileSelect,
  });
  return Promise.all(rows.map(withStatus));
}

/** GET …/bonuses/{fileId}/download: a short-lived URL that serves the checked bytes as an attachment under the file's name. */
export async function bonusDownloadUrl(itemId: string, fileId: string): Promise<string> {
  const file = await withStatus(await findFile(itemId, fileId));
  if (file.status === "missing") throw notFound(BONUS_ERRORS.notUploaded);
  if (file.status === "unchecked") throw conflict(BONUS_ERRORS.notChecked);
  return objectStore().downloadUrl(file.storageKey, {
    fileName: file.fileName,
    contentType: servedType(file.fileName),
  });
}

/**
 * DELETE …/bonuses/{fileId}: the row (audited) and its object, under the item's lock, so no
 * upload URL for the same name is handed out meanwhile. A store failure is logged: the row
 * goes either way, and the sweep removes bytes left without one.
 */
export async function deleteBonusFile(actor: SessionUser, itemId: string, fileId: string): Promise<{ id: string }> {
  await db.$transaction(async (tx) => {
    await lockItem(tx, itemId);
    const row = await lockFile(tx, itemId, fileId);
    await tx.shopItemBonusFile.delete({ where: { id: fileId } });
    const { fileName, fileSize, mimeType, storageKey } = row;
    await recordAudit(tx, {
      actor,
      action: "shop_bonus.delete",
      targetType: "shop_item",
      targetId: itemId,
      targetLabel: row.shopItem.name,
      details: { before: { fileName, fileSize, mimeType, storageKey }, after: null },
    });
    await objectStore()
      .delete(storageKey)
      .catch((error: unknown) => logger.error({ err: error, storageKey }, "Could not delete a bonus file's object"));
  });
  return { id: fileId };
}

const DELETE_CONCURRENCY = 8;

/**
 * Deletes every object of the given (already deleted) items, including bytes an interrupted
 * upload left without a row. Runs after the rows' transaction has committed: a store failure
 * is logged, not answered, since the rows are gone either way.
 */
export async function deleteItemObjects(itemIds: string[]): Promise<void> {
  const store = objectStore();
  const queue = [...itemIds];
  const worker = async () => {
    for (let itemId = queue.shift(); itemId !== undefined; itemId = queue.shift()) {
      await store
        .deletePrefix(bonusStoragePrefix(itemId))
        .catch((error: unknown) => console.error(`Could not delete the objects of shop item ${itemId}`, error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, queue.length) }, worker));
}
