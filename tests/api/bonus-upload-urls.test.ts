// Upload URLs kept until they expire (lib/bonus-files/upload-urls.ts): another
// admin's refused call never deletes bytes whose URL is live, an item has at
// most so many live URLs, and the sweep removes bytes without a row once their
// URLs have expired (also as POST /api/cron/sweep; bytes put after their item
// was deleted are swept in both stores, tests/helpers/bonus-file-scenarios.ts).
import { GET as cronGet, POST as cronPost } from "@/app/api/cron/sweep/route";
import { POST as saveRoute } from "@/app/api/admin/shop/[id]/bonuses/upload/route";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import { bonusStorageKey, MAX_FILES_PER_ITEM, type UploadUrlAnswer } from "@/lib/bonus-files/schema";
import { sweepBonusObjects } from "@/lib/bonus-files/sweep";
import { db } from "@/lib/db";
import { objectStore } from "@/lib/storage/store";
import { uploadThroughPanel } from "../helpers/bonus-file-scenarios";
import { bonusApi, createItem, localTransport, SAMPLES } from "../helpers/bonus-files";
import { callRoute } from "../helpers/request";
import { cookieFor } from "../helpers/session";

const HOUR = 60 * 60 * 1000;
const stored = (key: string) => objectStore().size(key);

/** Another admin's metadata call for bytes at `storageKey`. */
async function saveAsOtherAdmin(itemId: string, file: { fileName: string; storageKey: string; fileSize: number }) {
  return callRoute(saveRoute, {
    method: "POST",
    cookie: await cookieFor("superadmin"),
    params: { id: itemId },
    path: `/api/admin/shop/${itemId}/bonuses/upload`,
    body: { files: [file] },
  });
}

/** An upload URL taken and used, whose file nobody saves. */
async function putWithoutSaving(itemId: string, fileName: string) {
  const target = (
    await bonusApi.uploadUrl(itemId, { fileName, fileSize: SAMPLES.pdf.length })
  ).json() as UploadUrlAnswer;
  expect((await localTransport.put(target, SAMPLES.pdf)).status).toBe(200);
  return target;
}

describe("bytes behind a live upload URL", () => {
  it("are never deleted by another admin's refused metadata call, and stay the uploader's to save", async () => {
    const item = await createItem();
    const target = await putWithoutSaving(item.id, "guide.pdf");
    const refused = await saveAsOtherAdmin(item.id, {
      fileName: "guide.pdf",
      storageKey: target.storageKey,
      fileSize: 5,
    });
    expect(refused).toMatchObject({ status: 400, text: BONUS_ERRORS.sizeMismatch("guide.pdf", SAMPLES.pdf.length, 5) });
    expect(await stored(target.storageKey)).toBe(SAMPLES.pdf.length);

    const saved = await bonusApi.save(item.id, {
      files: [{ fileName: "guide.pdf", storageKey: target.storageKey, fileSize: SAMPLES.pdf.length }],
    });
    expect(saved.json()).toMatchObject([{ status: "stored" }]);
    expect(await db.bonusUploadUrl.count({ where: { storageKey: target.storageKey } })).toBe(0);
  });

  it("are deleted by a refused call once the URL has expired", async () => {
    const item = await createItem();
    const target = await putWithoutSaving(item.id, "late.pdf");
    await db.bonusUploadUrl.updateMany({
      where: { storageKey: target.storageKey },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await saveAsOtherAdmin(item.id, { fileName: "late.pdf", storageKey: target.storageKey, fileSize: 5 })).status,
    ).toBe(400);
    expect(await stored(target.storageKey)).toBeNull();
  });
});

describe("live upload URLs per item", () => {
  it(`are at most ${MAX_FILES_PER_ITEM}, counted exactly under concurrency, and free again once spent or expired`, async () => {
    const item = await createItem();
    // A request the busy server answered 503 (no transaction in time: lib/api/errors.ts) stored nothing: asked again.
    const ask = async (index: number, tries = 5): Promise<number> => {
      const { status } = await bonusApi.uploadUrl(item.id, { fileName: `${index}.pdf`, fileSize: 10 });
      return status === 503 && tries > 1 ? ask(index, tries - 1) : status;
    };
    const statuses = await Promise.all(Array.from({ length: MAX_FILES_PER_ITEM + 5 }, (_, index) => ask(index)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_FILES_PER_ITEM);
    const refused = await bonusApi.uploadUrl(item.id, { fileName: "more.pdf", fileSize: 10 });
    expect(refused).toMatchObject({ status: 429, text: BONUS_ERRORS.tooManyUploads(MAX_FILES_PER_ITEM, 15) });

    await db.bonusUploadUrl.deleteMany({ where: { storageKey: bonusStorageKey(item.id, "0.pdf") } });
    expect((await bonusApi.uploadUrl(item.id, { fileName: "more.pdf", fileSize: 10 })).status).toBe(200);
    await db.bonusUploadUrl.updateMany({
      where: { shopItemId: item.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await bonusApi.uploadUrl(item.id, { fileName: "again.pdf", fileSize: 10 })).status).toBe(200);
  });
});

describe("the storage sweep", () => {
  const later = (hours: number) => new Date(Date.now() + hours * HOUR);

  it("deletes bytes without a row once their URL has expired, and keeps saved files and bytes whose URL is live", async () => {
    const item = await createItem();
    const { target: saved } = await uploadThroughPanel(localTransport, item.id, "saved.pdf", SAMPLES.pdf);
    const orphan = await putWithoutSaving(item.id, "orphan.pdf");
    const pending = await putWithoutSaving(item.id, "pending.pdf");
    await db.bonusUploadUrl.updateMany({ where: { storageKey: pending.storageKey }, data: { expiresAt: later(3) } });

    expect(await sweepBonusObjects({ itemIds: [item.id] })).toEqual({ deletedObjects: 0, expiredUploadUrls: 0 });
    expect(await stored(orphan.storageKey)).toBe(SAMPLES.pdf.length);

    const result = await sweepBonusObjects({ now: later(2), itemIds: [item.id] });
    expect(result).toEqual({ deletedObjects: 1, expiredUploadUrls: 1 });
    expect(await stored(orphan.storageKey)).toBeNull();
    expect(await stored(saved.storageKey)).toBe(SAMPLES.pdf.length);
    expect(await stored(pending.storageKey)).toBe(SAMPLES.pdf.length);
  });

  it("never touches bytes this panel handed no upload URL for (another environment's, say)", async () => {
    const item = await createItem();
    const stranger = bonusStorageKey(item.id, "stranger.pdf");
    await objectStore().put(stranger, SAMPLES.pdf, "application/pdf");
    expect(await sweepBonusObjects({ now: later(2), itemIds: [item.id] })).toEqual({
      deletedObjects: 0,
      expiredUploadUrls: 0,
    });
    expect(await stored(stranger)).toBe(SAMPLES.pdf.length);
  });
});

describe("POST /api/cron/sweep", () => {
  afterEach(() => delete process.env.CRON_SECRET);
  const call = (handler: typeof cronPost, authorization?: string) =>
    callRoute(handler, {
      method: handler === cronGet ? "GET" : "POST",
      path: "/api/cron/sweep",
      origin: null,
      headers: authorization ? { authorization } : {},
    });

  it("does not exist without CRON_SECRET", async () => {
    expect((await call(cronPost, "Bearer anything")).status).toBe(404);
  });

  it("answers 401 to a wrong or missing secret, and sweeps with the right one, by POST or by Vercel Cron's GET", async () => {
    process.env.CRON_SECRET = "a-long-cron-secret";
    expect((await call(cronPost)).status).toBe(401);
    expect((await call(cronPost, "Bearer a-long-cron-secreT")).status).toBe(401);
    for (const handler of [cronPost, cronGet]) {
      const swept = await call(handler, "Bearer a-long-cron-secret");
      expect(swept.status).toBe(200);
      expect(swept.json()).toEqual({ deletedObjects: expect.any(Number), expiredUploadUrls: expect.any(Number) });
    }
  });
});
