// A shop item's bonus files (SPEC §3, §5, §7): metadata rows in PostgreSQL,
// bytes in object storage (lib/storage). Browsers put and get the bytes with
// presigned URLs; the server checks what arrived (size, and content against
// the extension) before a row says a file is stored, and deletes the objects
// of every row it removes.
import type { SessionUser } from "@/lib/auth/session";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record";
import { contentMatches, SNIFF_BYTES } from "@/lib/bonus-files/content-check";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import {
  BONUS_MEDIA_TYPES,
  MAX_FILES_PER_ITEM,
  bonusExtension,
  bonusStorageKey,
  bonusStoragePrefix,
  saveBonusMetadataSchema,
  uploadUrlRequestSchema,
  type BonusFileRecord,
  type SaveBonusMetadataInput,
  type UploadUrlAnswer,
  type UploadUrlRequest,
} from "@/lib/bonus-files/schema";
import { isRowId } from "@/lib/crm/fields";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { SHOP_ERRORS } from "@/lib/shop/messages";
import { maxBonusFileBytes } from "@/lib/storage/config";
import { objectStore } from "@/lib/storage/store";

type Tx = Prisma.TransactionClient;

const rowSelect = { id: true, fileName: true, fileSize: true, storageKey: true, mimeType: true, uploadedAt: true } satisfies Prisma.ShopItemBonusFileSelect;
type BonusFileRow = Prisma.ShopItemBonusFileGetPayload<{ select: typeof rowSelect }>;

const itemNotFound = () => notFound(SHOP_ERRORS.notFound);
const fileNotFound = () => notFound(BONUS_ERRORS.fileNotFound);

/** The media type a file is served with: its extension's, never what a client declared. */
const servedType = (fileName: string) => BONUS_MEDIA_TYPES[bonusExtension(fileName) ?? ".zip"];

async function requireItem(itemId: string): Promise<void> {
  const item = isRowId(itemId) ? await db.shopItem.findUnique({ where: { id: itemId }, select: { id: true } }) : null;
  if (!item) throw itemNotFound();
}

async function withStoredFlags(rows: BonusFileRow[]): Promise<BonusFileRecord[]> {
  const store = objectStore();
  return Promise.all(rows.map(async (row) => ({ ...row, stored: (await store.size(row.storageKey)) !== null })));
}

/** GET /api/admin/shop/{id}/bonuses: the item's files, oldest first, each saying whether its bytes are stored. */
export async function listBonusFiles(itemId: string): Promise<BonusFileRecord[]> {
  await requireItem(itemId);
  const rows = await db.shopItemBonusFile.findMany({ where: { shopItemId: itemId }, orderBy: [{ uploadedAt: "asc" }, { id: "asc" }], select: rowSelect });
  return withStoredFlags(rows);
}

/** Rows of the item whose names equal any of `fileNames`, ignoring case (a.pdf and A.PDF would share a file on some disks). */
function rowsNamed(tx: Tx, itemId: string, fileNames: string[]) {
  return tx.$queryRaw<{ id: string; file_name: string }[]>(
    Prisma.sql`SELECT "id", "file_name" FROM "shop_item_bonus_files" WHERE "shop_item_id" = ${itemId} AND lower("file_name") = ANY(${fileNames.map((name) => name.toLowerCase())}::text[])`,
  );
}

function refuseTooLarge(size: number) {
  const max = maxBonusFileBytes();
  if (size > max) throw badRequest(BONUS_ERRORS.tooLarge(max));
}

/**
 * What is stored at `key`: null when nothing is; otherwise its size and served type, once
 * checked. An object that fails the check is deleted (no row owns it) and the call refused.
 */
async function inspectObject(key: string, fileName: string): Promise<{ size: number; mimeType: string } | null> {
  const store = objectStore();
  const size = await store.size(key);
  if (size === null) return null;
  const extension = bonusExtension(fileName);
  const tooLarge = size > maxBonusFileBytes();
  if (tooLarge || !extension || !(await contentMatches(extension, await store.readStart(key, SNIFF_BYTES)))) {
    await store.delete(key);
    if (tooLarge) refuseTooLarge(size);
    throw badRequest(BONUS_ERRORS.contentMismatch(fileName));
  }
  return { size, mimeType: servedType(fileName) };
}

/** POST …/bonuses/upload-url: a presigned PUT for a new file, or for a saved file whose bytes are missing. */
export async function requestUploadUrl(itemId: string, input: UploadUrlRequest): Promise<UploadUrlAnswer> {
  const { fileName, fileSize } = uploadUrlRequestSchema.parse(input);
  await requireItem(itemId);
  refuseTooLarge(fileSize);
  const storageKey = bonusStorageKey(itemId, fileName);
  const [existing] = await rowsNamed(db, itemId, [fileName]);
  if (existing && (existing.file_name !== fileName || (await objectStore().size(storageKey)) !== null)) throw conflict(BONUS_ERRORS.duplicate(existing.file_name));
  if (!existing && (await db.shopItemBonusFile.count({ where: { shopItemId: itemId } })) >= MAX_FILES_PER_ITEM) throw conflict(BONUS_ERRORS.tooManyOnItem(MAX_FILES_PER_ITEM));
  const target = await objectStore().uploadUrl(storageKey, { size: fileSize, contentType: servedType(fileName) });
  return { storageKey, ...target, fileId: existing?.id ?? null };
}

async function lockItem(tx: Tx, itemId: string): Promise<void> {
  const rows = isRowId(itemId) ? await tx.$queryRaw<unknown[]>(Prisma.sql`SELECT 1 FROM "shop_items" WHERE "id" = ${itemId} FOR UPDATE`) : [];
  if (rows.length === 0) throw itemNotFound();
}

/**
 * POST …/bonuses/upload (SPEC §7): saves metadata. A file whose bytes are already at its
 * storageKey (the panel uploads first) is checked and saved with its true size and type;
 * one whose bytes are not there yet is saved as declared and listed as missing.
 */
export async function saveBonusMetadata(actor: SessionUser, itemId: string, input: SaveBonusMetadataInput): Promise<BonusFileRecord[]> {
  const { files } = saveBonusMetadataSchema.parse(input);
  await requireItem(itemId);
  for (const file of files) {
    if (file.storageKey !== bonusStorageKey(itemId, file.fileName)) throw badRequest(BONUS_ERRORS.storageKeyMismatch);
    refuseTooLarge(file.fileSize);
  }
  const names = files.map((file) => file.fileName);
  const [taken] = await rowsNamed(db, itemId, names);
  if (taken) throw conflict(BONUS_ERRORS.duplicate(taken.file_name));
  const checked = await Promise.all(
    files.map(async (file) => {
      const stored = await inspectObject(file.storageKey, file.fileName);
      if (stored && stored.size !== file.fileSize) throw badRequest(BONUS_ERRORS.sizeMismatch(file.fileName, stored.size, file.fileSize));
      return { ...file, mimeType: stored?.mimeType ?? file.mimeType, stored: stored !== null };
    }),
  );
  return db.$transaction(async (tx) => {
    // The item's lock orders concurrent saves, so the name and count checks below cannot be raced.
    await lockItem(tx, itemId);
    const [raced] = await rowsNamed(tx, itemId, names);
    if (raced) throw conflict(BONUS_ERRORS.duplicate(raced.file_name));
    if ((await tx.shopItemBonusFile.count({ where: { shopItemId: itemId } })) + files.length > MAX_FILES_PER_ITEM) {
      throw conflict(BONUS_ERRORS.tooManyOnItem(MAX_FILES_PER_ITEM));
    }
    const saved = await Promise.all(
      checked.map(async ({ stored, ...file }) => ({ ...(await tx.shopItemBonusFile.create({ data: { ...file, shopItemId: itemId }, select: rowSelect })), stored })),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: "shop_bonus.save_metadata",
      targetType: "shop_item",
      targetId: itemId,
      details: { before: null, after: saved.map(({ fileName, fileSize, mimeType, storageKey, stored }) => ({ fileName, fileSize, mimeType, storageKey, stored })) },
    });
    return saved;
  });
}

async function lockFile(tx: Tx, itemId: string, fileId: string): Promise<BonusFileRow> {
  const rows = isRowId(fileId)
    ? await tx.$queryRaw<unknown[]>(Prisma.sql`SELECT 1 FROM "shop_item_bonus_files" WHERE "id" = ${fileId} AND "shop_item_id" = ${itemId} FOR UPDATE`)
    : [];
  if (rows.length === 0) throw fileNotFound();
  return tx.shopItemBonusFile.findUniqueOrThrow({ where: { id: fileId }, select: rowSelect });
}

async function findFile(itemId: string, fileId: string): Promise<BonusFileRow> {
  const row = isRowId(fileId) ? await db.shopItemBonusFile.findFirst({ where: { id: fileId, shopItemId: itemId }, select: rowSelect }) : null;
  if (!row) throw fileNotFound();
  return row;
}

/** POST …/bonuses/{fileId}/confirm: the bytes of a file saved without them have arrived; check them and record their true size and type. */
export async function confirmBonusUpload(actor: SessionUser, itemId: string, fileId: string): Promise<BonusFileRecord> {
  const row = await findFile(itemId, fileId);
  const stored = await inspectObject(row.storageKey, row.fileName);
  if (!stored) throw conflict(BONUS_ERRORS.notUploaded);
  return db.$transaction(async (tx) => {
    const before = await lockFile(tx, itemId, fileId);
    const after = await tx.shopItemBonusFile.update({ where: { id: fileId }, data: { fileSize: stored.size, mimeType: stored.mimeType }, select: rowSelect });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "shop_bonus.confirm_upload",
      targetType: "shop_item",
      targetId: itemId,
      details: { file: after.fileName, before: { fileSize: before.fileSize, mimeType: before.mimeType }, after: { fileSize: after.fileSize, mimeType: after.mimeType } },
    });
    return { ...after, stored: true };
  });
}

/** DELETE …/bonuses/{fileId}: the row (audited), then its object. */
export async function deleteBonusFile(actor: SessionUser, itemId: string, fileId: string): Promise<{ id: string }> {
  const removed = await db.$transaction(async (tx) => {
    const row = await lockFile(tx, itemId, fileId);
    await tx.shopItemBonusFile.delete({ where: { id: fileId } });
    const { fileName, fileSize, mimeType, storageKey } = row;
    await recordAudit(tx, { actorId: actor.id, action: "shop_bonus.delete", targetType: "shop_item", targetId: itemId, details: { before: { fileName, fileSize, mimeType, storageKey }, after: null } });
    return row;
  });
  await objectStore()
    .delete(removed.storageKey)
    .catch((error: unknown) => console.error(`Could not delete the object ${removed.storageKey}`, error));
  return { id: fileId };
}

/** GET …/bonuses/{fileId}/download: a short-lived URL that serves the bytes as an attachment under the file's name. */
export async function bonusDownloadUrl(itemId: string, fileId: string): Promise<string> {
  const row = await findFile(itemId, fileId);
  const store = objectStore();
  if ((await store.size(row.storageKey)) === null) throw notFound(BONUS_ERRORS.notUploaded);
  return store.downloadUrl(row.storageKey, { fileName: row.fileName, contentType: servedType(row.fileName) });
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
      await store.deletePrefix(bonusStoragePrefix(itemId)).catch((error: unknown) => console.error(`Could not delete the objects of shop item ${itemId}`, error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, queue.length) }, worker));
}
