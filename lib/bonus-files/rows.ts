// Reading and locking bonus-file rows, shared by the upload and the other
// bonus-file services.
import "server-only";
import { notFound } from "@/lib/api/errors";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import {
  BONUS_MEDIA_TYPES,
  bonusExtension,
  type BonusFileRecord,
  type BonusFileStatus,
} from "@/lib/bonus-files/schema";
import { isRowId } from "@/lib/validation/fields";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { SHOP_ERRORS } from "@/lib/shop/messages";
import { objectStore } from "@/lib/storage/store";

export type Tx = Prisma.TransactionClient;

export const bonusFileSelect = {
  id: true,
  fileName: true,
  fileSize: true,
  storageKey: true,
  mimeType: true,
  uploadedAt: true,
  checkedAt: true,
} satisfies Prisma.ShopItemBonusFileSelect;
export type BonusFileDbRow = Prisma.ShopItemBonusFileGetPayload<{ select: typeof bonusFileSelect }>;

export const itemNotFound = () => notFound(SHOP_ERRORS.notFound);
const fileNotFound = () => notFound(BONUS_ERRORS.fileNotFound);

/** The media type a file is stored and served with: its extension's (names are validated), never what a client declared. */
export const servedType = (fileName: string) => BONUS_MEDIA_TYPES[bonusExtension(fileName)!];

export async function requireItem(itemId: string): Promise<void> {
  const item = isRowId(itemId) ? await db.shopItem.findUnique({ where: { id: itemId }, select: { id: true } }) : null;
  if (!item) throw itemNotFound();
}

/** Locks the item for the rest of the transaction: saves to one item queue behind each other. Its name labels the audit entry. */
export async function lockItem(tx: Tx, itemId: string): Promise<{ name: string }> {
  const [item] = isRowId(itemId)
    ? await tx.$queryRaw<{ name: string }[]>(
        Prisma.sql`SELECT "name" FROM "shop_items" WHERE "id" = ${itemId} FOR UPDATE`,
      )
    : [];
  if (!item) throw itemNotFound();
  return item;
}

export async function findFile(itemId: string, fileId: string): Promise<BonusFileDbRow> {
  const row = isRowId(fileId)
    ? await db.shopItemBonusFile.findFirst({ where: { id: fileId, shopItemId: itemId }, select: bonusFileSelect })
    : null;
  if (!row) throw fileNotFound();
  return row;
}

/** The item's file, locked for the rest of the transaction, so "before" is what the change replaced; with its item's name for the audit entry. */
export async function lockFile(
  tx: Tx,
  itemId: string,
  fileId: string,
): Promise<BonusFileDbRow & { shopItem: { name: string } }> {
  const rows = isRowId(fileId)
    ? await tx.$queryRaw<unknown[]>(
        Prisma.sql`SELECT 1 FROM "shop_item_bonus_files" WHERE "id" = ${fileId} AND "shop_item_id" = ${itemId} FOR UPDATE`,
      )
    : [];
  if (rows.length === 0) throw fileNotFound();
  return tx.shopItemBonusFile.findUniqueOrThrow({
    where: { id: fileId },
    select: { ...bonusFileSelect, shopItem: { select: { name: true } } },
  });
}

/** Rows of the item whose names equal any of `fileNames`, ignoring case (a.pdf and A.PDF would share a file on some disks). */
export function rowsNamed(tx: Tx, itemId: string, fileNames: string[]) {
  return tx.$queryRaw<{ id: string; file_name: string }[]>(
    Prisma.sql`SELECT "id", "file_name" FROM "shop_item_bonus_files" WHERE "shop_item_id" = ${itemId} AND lower("file_name") = ANY(${fileNames.map((name) => name.toLowerCase())}::text[])`,
  );
}

/** stored: the checked bytes are there; unchecked: bytes arrived (or changed) since the last check; missing: none. */
export async function withStatus(row: BonusFileDbRow): Promise<BonusFileRecord> {
  const size = await objectStore().size(row.storageKey);
  const status: BonusFileStatus =
    size === null ? "missing" : row.checkedAt && size === row.fileSize ? "stored" : "unchecked";
  return asRecord(row, status);
}

/** What the API answers of a row: its fields without the check time, with the state of its bytes. */
export function asRecord(row: BonusFileDbRow, status: BonusFileStatus): BonusFileRecord {
  const { id, fileName, fileSize, storageKey, mimeType, uploadedAt } = row;
  return { id, fileName, fileSize, storageKey, mimeType, uploadedAt, status };
}
