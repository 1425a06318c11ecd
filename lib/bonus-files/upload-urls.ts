// The upload URLs handed out for bonus files (bonus_upload_urls), kept until
// they expire. While one is live, bytes may still arrive at its key: no other
// admin's check deletes them, and the sweep leaves them alone. An item has at most
// MAX_FILES_PER_ITEM live URLs (it can never hold more files than that), so
// bytes nobody saves cannot pile up without bound.
import { tooManyRequests } from "@/lib/api/errors";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import type { Tx } from "@/lib/bonus-files/rows";
import { MAX_FILES_PER_ITEM } from "@/lib/bonus-files/schema";
import { UPLOAD_URL_SECONDS } from "@/lib/storage/config";

/** Clocks of the panel and of an S3 store may disagree a little: a URL counts as live this much longer. */
const CLOCK_SLACK_SECONDS = 60;

const liveAfter = (now: Date) => ({ gt: now });

/** Records a URL for `storageKey` about to be signed, refused when the item has too many live ones. Call under the item's lock. */
export async function recordUploadUrl(
  tx: Tx,
  actor: { id: string },
  itemId: string,
  storageKey: string,
  now = new Date(),
): Promise<void> {
  const live = await tx.bonusUploadUrl.count({ where: { shopItemId: itemId, expiresAt: liveAfter(now) } });
  if (live >= MAX_FILES_PER_ITEM)
    throw tooManyRequests(BONUS_ERRORS.tooManyUploads(MAX_FILES_PER_ITEM, UPLOAD_URL_SECONDS / 60));
  const expiresAt = new Date(now.getTime() + (UPLOAD_URL_SECONDS + CLOCK_SLACK_SECONDS) * 1000);
  await tx.bonusUploadUrl.create({ data: { shopItemId: itemId, storageKey, issuedTo: actor.id, expiresAt } });
}

/** True while another admin's upload URL for `storageKey` may still be used: the bytes there may be theirs, unsaved yet. */
export async function othersUploadUrlLive(
  tx: Tx,
  actor: { id: string },
  storageKey: string,
  now = new Date(),
): Promise<boolean> {
  return (
    (await tx.bonusUploadUrl.count({ where: { storageKey, issuedTo: { not: actor.id }, expiresAt: liveAfter(now) } })) >
    0
  );
}

/** The key's bytes are saved and checked: its URLs are spent, and no longer count against the item. */
export async function spendUploadUrls(tx: Tx, storageKeys: string[]): Promise<void> {
  await tx.bonusUploadUrl.deleteMany({ where: { storageKey: { in: storageKeys } } });
}
