// Bytes arriving for bonus files: presigned upload URLs, SPEC's metadata call
// and the check of bytes put at a saved file's key. The server looks at what
// arrived (size, content against the extension) before a row says "stored".
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { badRequest, conflict } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/write-entry";
import { contentMatches } from "@/lib/bonus-files/content-check";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import {
  asRecord,
  bonusFileSelect,
  lockFile,
  lockItem,
  requireItem,
  rowsNamed,
  servedType,
  type Tx,
} from "@/lib/bonus-files/rows";
import { othersUploadUrlLive, recordUploadUrl, spendUploadUrls } from "@/lib/bonus-files/upload-urls";
import {
  MAX_FILES_PER_ITEM,
  bonusExtension,
  bonusStorageKey,
  type BonusFileRecord,
  type SaveBonusMetadata,
  type UploadUrlAnswer,
  type UploadUrlRequest,
} from "@/lib/bonus-files/schema";
import { db } from "@/lib/db";
import { maxBonusFileBytes } from "@/lib/storage/config";
import { objectStore } from "@/lib/storage/store";

function refuseTooLarge(size: number) {
  const max = maxBonusFileBytes();
  if (size > max) throw badRequest(BONUS_ERRORS.tooLarge(max));
}

type Checked = { size: number; mimeType: string };

// Checks read the store while the item is locked: a slow store must not end the transaction at Prisma's default 5 s.
const CHECKING_TRANSACTION = { timeout: 30_000 };

/**
 * What is stored at `key`: null when nothing is; otherwise its size and type once checked
 * (non-empty, within the limit, of `declaredSize` when given, content its extension allows).
 * The call is refused when the bytes fail; they are deleted too (no row accepts them) unless
 * another admin's upload URL for the key is still live: they may be that admin's, not saved yet.
 * Run under the item's lock, so no save of the same key runs meanwhile.
 */
async function checkObject(
  tx: Tx,
  actor: SessionUser,
  key: string,
  fileName: string,
  declaredSize?: number,
): Promise<Checked | null> {
  const store = objectStore();
  const size = await store.size(key);
  if (size === null) return null;
  const refusal = await objectRefusal(key, fileName, size, declaredSize);
  if (refusal) {
    if (!(await othersUploadUrlLive(tx, actor, key))) await store.delete(key);
    throw badRequest(refusal);
  }
  return { size, mimeType: servedType(fileName) };
}

async function objectRefusal(
  key: string,
  fileName: string,
  size: number,
  declaredSize: number | undefined,
): Promise<string | null> {
  const max = maxBonusFileBytes();
  if (size > max) return BONUS_ERRORS.tooLarge(max);
  if (declaredSize !== undefined && size !== declaredSize)
    return BONUS_ERRORS.sizeMismatch(fileName, size, declaredSize);
  const matches =
    size > 0 &&
    (await contentMatches(bonusExtension(fileName)!, (offset, length) => objectStore().readRange(key, offset, length)));
  return matches ? null : BONUS_ERRORS.contentMismatch(fileName);
}

/** POST …/bonuses/upload-url: a presigned PUT for a new file, or for a saved file whose bytes are missing. */
export async function requestUploadUrl(
  actor: SessionUser,
  itemId: string,
  input: UploadUrlRequest,
): Promise<UploadUrlAnswer> {
  const { fileName, fileSize } = input;
  refuseTooLarge(fileSize);
  const storageKey = bonusStorageKey(itemId, fileName);
  const fileId = await db.$transaction(async (tx) => {
    await lockItem(tx, itemId);
    const [existing] = await rowsNamed(tx, itemId, [fileName]);
    if (existing && (existing.file_name !== fileName || (await objectStore().size(storageKey)) !== null))
      throw conflict(BONUS_ERRORS.duplicate(existing.file_name));
    if (!existing && (await tx.shopItemBonusFile.count({ where: { shopItemId: itemId } })) >= MAX_FILES_PER_ITEM)
      throw conflict(BONUS_ERRORS.tooManyOnItem(MAX_FILES_PER_ITEM));
    await recordUploadUrl(tx, actor, itemId, storageKey);
    return existing?.id ?? null;
  });
  const target = await objectStore().uploadUrl(storageKey, { size: fileSize, contentType: servedType(fileName) });
  return { storageKey, ...target, fileId };
}

/**
 * POST …/bonuses/upload (SPEC §7): saves metadata. A file whose bytes are already at its
 * storageKey (the panel uploads first) is checked and saved as stored; one whose bytes are
 * not there yet is saved as declared and listed as missing.
 */
export async function saveBonusMetadata(
  actor: SessionUser,
  itemId: string,
  input: SaveBonusMetadata,
): Promise<BonusFileRecord[]> {
  const { files } = input;
  await requireItem(itemId);
  for (const file of files) {
    if (file.storageKey !== bonusStorageKey(itemId, file.fileName)) throw badRequest(BONUS_ERRORS.storageKeyMismatch);
    refuseTooLarge(file.fileSize);
  }
  const names = files.map((file) => file.fileName);
  return db.$transaction(async (tx) => {
    // The item's lock orders concurrent saves and checks, so the name and count checks below cannot be raced.
    const item = await lockItem(tx, itemId);
    const [taken] = await rowsNamed(tx, itemId, names);
    if (taken) throw conflict(BONUS_ERRORS.duplicate(taken.file_name));
    if ((await tx.shopItemBonusFile.count({ where: { shopItemId: itemId } })) + files.length > MAX_FILES_PER_ITEM) {
      throw conflict(BONUS_ERRORS.tooManyOnItem(MAX_FILES_PER_ITEM));
    }
    const checked = await Promise.all(
      files.map(async (file) => ({
        file,
        stored: await checkObject(tx, actor, file.storageKey, file.fileName, file.fileSize),
      })),
    );
    await spendUploadUrls(
      tx,
      checked.flatMap(({ file, stored }) => (stored ? [file.storageKey] : [])),
    );
    const checkedAt = new Date();
    const saved = await Promise.all(
      checked.map(async ({ file, stored }) => {
        const data = {
          ...file,
          shopItemId: itemId,
          mimeType: stored?.mimeType ?? file.mimeType,
          checkedAt: stored ? checkedAt : null,
        };
        return asRecord(
          await tx.shopItemBonusFile.create({ data, select: bonusFileSelect }),
          stored ? "stored" : "missing",
        );
      }),
    );
    await recordAudit(tx, {
      actor,
      action: "shop_bonus.save_metadata",
      targetType: "shop_item",
      targetId: itemId,
      targetLabel: item.name,
      details: {
        before: null,
        after: saved.map(({ fileName, fileSize, mimeType, storageKey, status }) => ({
          fileName,
          fileSize,
          mimeType,
          storageKey,
          status,
        })),
      },
    });
    return saved;
  }, CHECKING_TRANSACTION);
}

/**
 * POST …/bonuses/{fileId}/confirm: bytes have been put at a saved file's key (by the panel after
 * "missing", or by an API client after SPEC's metadata call); check them and record their true size and type.
 */
export async function confirmBonusUpload(actor: SessionUser, itemId: string, fileId: string): Promise<BonusFileRecord> {
  return db.$transaction(async (tx) => {
    await lockItem(tx, itemId);
    const before = await lockFile(tx, itemId, fileId);
    const stored = await checkObject(tx, actor, before.storageKey, before.fileName);
    if (!stored) throw conflict(BONUS_ERRORS.notUploaded);
    await spendUploadUrls(tx, [before.storageKey]);
    const after = await tx.shopItemBonusFile.update({
      where: { id: fileId },
      data: { fileSize: stored.size, mimeType: stored.mimeType, checkedAt: new Date() },
      select: bonusFileSelect,
    });
    await recordAudit(tx, {
      actor,
      action: "shop_bonus.confirm_upload",
      targetType: "shop_item",
      targetId: itemId,
      targetLabel: before.shopItem.name,
      details: {
        file: after.fileName,
        before: { fileSize: before.fileSize, mimeType: before.mimeType },
        after: { fileSize: after.fileSize, mimeType: after.mimeType },
      },
    });
    return asRecord(after, "stored");
  }, CHECKING_TRANSACTION);
}
