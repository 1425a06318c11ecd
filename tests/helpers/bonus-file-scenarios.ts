// What every object store must do for bonus files, run against the local
// folder store (tests/api/bonus-files.test.ts) and a real S3-protocol server
// (tests/api/bonus-files-s3.test.ts).
import { DELETE as deleteItemRoute } from "@/app/api/admin/shop/[id]/route";
import { DELETE as deleteTrashRoute } from "@/app/api/admin/trash/[type]/[id]/route";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import { bonusStorageKey, type BonusFileRow, type UploadUrlAnswer } from "@/lib/bonus-files/schema";
import { sweepBonusObjects } from "@/lib/bonus-files/sweep";
import { db } from "@/lib/db";
import { objectStore } from "@/lib/storage/store";
import { bonusApi, createItem, SAMPLES, type Transport } from "./bonus-files";
import { callRoute } from "./request";
import { cookieFor, seedUserId } from "./session";

const stored = (key: string) => objectStore().size(key);

/** What the panel's screen does: a presigned URL, the bytes, then SPEC's metadata call. */
export async function uploadThroughPanel(
  transport: Transport,
  itemId: string,
  fileName: string,
  bytes: Buffer<ArrayBuffer>,
) {
  const answer = await bonusApi.uploadUrl(itemId, { fileName, fileSize: bytes.length });
  expect(answer.status).toBe(200);
  const target = answer.json() as UploadUrlAnswer;
  expect((await transport.put(target, bytes)).status).toBe(200);
  return {
    target,
    saved: await bonusApi.save(itemId, {
      files: [
        { fileName, storageKey: target.storageKey, fileSize: bytes.length, mimeType: target.headers["Content-Type"] },
      ],
    }),
  };
}

/** Delete Forever on a trashed shop item: its bytes go now. */
async function deleteForever(itemId: string) {
  return callRoute(deleteTrashRoute, {
    method: "DELETE",
    cookie: await cookieFor("admin"),
    params: { type: "shop_item", id: itemId },
    path: `/api/admin/trash/shop_item/${itemId}`,
  });
}

export function bonusFileStorageScenarios(transport: Transport) {
  it("uploads with a presigned URL, lists the file as stored, and downloads the same bytes as an attachment", async () => {
    const item = await createItem();
    const fileName = "Guide (final) é.pdf";
    const { target, saved } = await uploadThroughPanel(transport, item.id, fileName, SAMPLES.pdf);
    expect(target).toMatchObject({
      storageKey: bonusStorageKey(item.id, fileName),
      method: "PUT",
      headers: { "Content-Type": "application/pdf" },
      fileId: null,
    });
    expect(saved.status).toBe(201);
    const [row] = saved.json() as BonusFileRow[];
    expect(row).toMatchObject({
      fileName,
      fileSize: SAMPLES.pdf.length,
      mimeType: "application/pdf",
      storageKey: target.storageKey,
      status: "stored",
    });
    expect((await bonusApi.list(item.id)).json()).toEqual([row]);

    const download = await bonusApi.download(item.id, row!.id);
    expect(download.status).toBe(303);
    const fetched = await transport.get(download.headers.get("location")!);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.equals(SAMPLES.pdf)).toBe(true);
    expect(fetched.headers.get("content-disposition")).toBe(
      `attachment; filename="Guide (final) _.pdf"; filename*=UTF-8''Guide%20%28final%29%20%C3%A9.pdf`,
    );
    expect(fetched.headers.get("content-type")).toBe("application/pdf");

    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "shop_bonus.save_metadata", targetId: item.id },
    });
    expect(audit.actorId).toBe(await seedUserId("admin"));
    expect(audit.details).toMatchObject({
      before: null,
      after: [{ fileName, fileSize: SAMPLES.pdf.length, status: "stored" }],
    });
  });

  it("keeps SPEC's contract: metadata first is listed as missing, and the bytes may follow at that key", async () => {
    const item = await createItem();
    const storageKey = bonusStorageKey(item.id, "track.mp3");
    const saved = await bonusApi.save(item.id, { files: [{ fileName: "track.mp3", storageKey, fileSize: 999 }] });
    expect(saved.status).toBe(201);
    const [row] = saved.json() as BonusFileRow[];
    expect(row).toMatchObject({ fileSize: 999, mimeType: "application/octet-stream", status: "missing" });
    expect(await bonusApi.download(item.id, row!.id)).toMatchObject({ status: 404, text: BONUS_ERRORS.notUploaded });
    expect(await bonusApi.confirm(item.id, row!.id)).toMatchObject({ status: 409, text: BONUS_ERRORS.notUploaded });

    const answer = (
      await bonusApi.uploadUrl(item.id, { fileName: "track.mp3", fileSize: SAMPLES.mp3.length })
    ).json() as UploadUrlAnswer;
    expect(answer).toMatchObject({ storageKey, fileId: row!.id, headers: { "Content-Type": "audio/mpeg" } });
    expect((await transport.put(answer, SAMPLES.mp3)).status).toBe(200);
    const confirmed = await bonusApi.confirm(item.id, row!.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toMatchObject({
      id: row!.id,
      fileSize: SAMPLES.mp3.length,
      mimeType: "audio/mpeg",
      status: "stored",
    });
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "shop_bonus.confirm_upload", targetId: item.id },
    });
    expect(audit.details).toMatchObject({
      before: { fileSize: 999 },
      after: { fileSize: SAMPLES.mp3.length, mimeType: "audio/mpeg" },
    });
    // Stored now: a second upload under that name is a duplicate.
    expect(await bonusApi.uploadUrl(item.id, { fileName: "track.mp3", fileSize: 10 })).toMatchObject({
      status: 409,
      text: BONUS_ERRORS.duplicate("track.mp3"),
    });
  });

  it("lists bytes an API client put at the key itself as unchecked, downloadable only once checked", async () => {
    const item = await createItem();
    const storageKey = bonusStorageKey(item.id, "notes.pdf");
    const [row] = (
      await bonusApi.save(item.id, {
        files: [{ fileName: "notes.pdf", storageKey, fileSize: 10, mimeType: "application/pdf" }],
      })
    ).json() as BonusFileRow[];
    await objectStore().put(storageKey, SAMPLES.pdf, "application/pdf");
    expect((await bonusApi.list(item.id)).json()).toMatchObject([{ id: row!.id, status: "unchecked", fileSize: 10 }]);
    expect(await bonusApi.download(item.id, row!.id)).toMatchObject({ status: 409, text: BONUS_ERRORS.notChecked });
    expect(await bonusApi.confirm(item.id, row!.id)).toMatchObject({ status: 200 });
    expect((await bonusApi.list(item.id)).json()).toMatchObject([
      { id: row!.id, status: "stored", fileSize: SAMPLES.pdf.length },
    ]);
    expect((await bonusApi.download(item.id, row!.id)).status).toBe(303);
  });

  it.each([
    ["a Linux executable renamed .pdf", "report.pdf", SAMPLES.elf],
    ["a Windows executable renamed .docx", "letter.docx", SAMPLES.exe],
    ["a PDF renamed .mp3", "song.mp3", SAMPLES.pdf],
    ["an executable behind an ID3 tag larger than what is sniffed", "song.mp3", SAMPLES.id3Disguise],
  ])("refuses %s by its content, saves no row and deletes the bytes", async (_, fileName, bytes) => {
    const item = await createItem();
    const { target, saved } = await uploadThroughPanel(transport, item.id, fileName, bytes);
    expect(saved).toMatchObject({ status: 400, text: BONUS_ERRORS.contentMismatch(fileName) });
    expect(await db.shopItemBonusFile.count({ where: { shopItemId: item.id } })).toBe(0);
    expect(await stored(target.storageKey)).toBeNull();
  });

  it("deletes a single file's row and object, and an item's remaining objects with the item", async () => {
    const item = await createItem();
    const first = (
      (await uploadThroughPanel(transport, item.id, "one.pdf", SAMPLES.pdf)).saved.json() as BonusFileRow[]
    )[0]!;
    await uploadThroughPanel(transport, item.id, "two.mp3", SAMPLES.mp3);
    // Bytes an interrupted upload left without a row go with the item too.
    const orphan = (
      await bonusApi.uploadUrl(item.id, { fileName: "orphan.pdf", fileSize: SAMPLES.pdf.length })
    ).json() as UploadUrlAnswer;
    await transport.put(orphan, SAMPLES.pdf);

    expect(await bonusApi.remove(item.id, first.id)).toMatchObject({ status: 200 });
    expect(await stored(first.storageKey)).toBeNull();
    expect(await db.shopItemBonusFile.count({ where: { id: first.id } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "shop_bonus.delete", targetId: item.id } });
    expect(audit.details).toMatchObject({ before: { fileName: "one.pdf", storageKey: first.storageKey }, after: null });
    expect(await bonusApi.remove(item.id, first.id)).toMatchObject({ status: 404, text: BONUS_ERRORS.fileNotFound });

    expect(await stored(bonusStorageKey(item.id, "two.mp3"))).toBe(SAMPLES.mp3.length);
    const deleted = await callRoute(deleteItemRoute, {
      method: "DELETE",
      cookie: await cookieFor("admin"),
      params: { id: item.id },
      path: `/api/admin/shop/${item.id}`,
    });
    expect(deleted.json()).toMatchObject({ removed: { bonusFiles: 1 } });
    // In the trash the bytes stay, for a restore; deleted for good, they go.
    expect(await stored(bonusStorageKey(item.id, "two.mp3"))).toBe(SAMPLES.mp3.length);
    expect((await deleteForever(item.id)).status).toBe(200);
    expect(await stored(bonusStorageKey(item.id, "two.mp3"))).toBeNull();
    expect(await stored(orphan.storageKey)).toBeNull();
  });

  it("keeps bytes put after their item was trashed, and sweeps those put after the purge once their URL expired", async () => {
    // A trashed item's upload URLs wait for its restore or purge.
    const item = await createItem();
    const target = (
      await bonusApi.uploadUrl(item.id, { fileName: "late.pdf", fileSize: SAMPLES.pdf.length })
    ).json() as UploadUrlAnswer;
    const deleted = await callRoute(deleteItemRoute, {
      method: "DELETE",
      cookie: await cookieFor("admin"),
      params: { id: item.id },
      path: `/api/admin/shop/${item.id}`,
    });
    expect(deleted.status).toBe(200);
    expect((await transport.put(target, SAMPLES.pdf)).status).toBe(200);
    expect(await sweepBonusObjects({ itemIds: [item.id] })).toMatchObject({ deletedObjects: 0 });
    const twoHoursOn = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepBonusObjects({ now: twoHoursOn, itemIds: [item.id] })).toMatchObject({ deletedObjects: 0 });
    expect(await stored(target.storageKey)).toBe(SAMPLES.pdf.length);

    expect((await deleteForever(item.id)).status).toBe(200);
    // Bytes put after the purge, through a URL still live: the sweep's, once that URL expired.
    expect((await transport.put(target, SAMPLES.pdf)).status).toBe(200);
    expect(await sweepBonusObjects({ now: twoHoursOn, itemIds: [item.id] })).toEqual({
      deletedObjects: 1,
      expiredUploadUrls: 1,
    });
    expect(await stored(target.storageKey)).toBeNull();
  });
}
