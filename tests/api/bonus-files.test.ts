// Bonus files on the default local folder store: the shared scenarios, the
// storage route's signatures, and every refusal of names, types and sizes.
import fs from "node:fs";
import path from "node:path";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import { bonusStorageKey, MAX_FILES_PER_ITEM, type BonusFileRow, type UploadUrlAnswer } from "@/lib/bonus-files/schema";
import { db } from "@/lib/db";
import { fileSizeKb, SHOP_ERRORS } from "@/lib/shop/messages";
import { objectStore } from "@/lib/storage/store";
import { bonusFileStorageScenarios, uploadThroughPanel } from "../helpers/bonus-file-scenarios";
import { bonusApi, createItem, localTransport, SAMPLES } from "../helpers/bonus-files";

const MB = 1024 * 1024;

describe("bonus files in the local folder store", () => {
  bonusFileStorageScenarios(localTransport);

  // S3 does the same with the signed If-None-Match (tests/api/bonus-files-s3.test.ts checks it is signed; s3rver ignores it).
  it("refuses to replay an upload URL over stored bytes", async () => {
    const item = await createItem();
    const { target } = await uploadThroughPanel(localTransport, item.id, "kept.pdf", SAMPLES.pdf);
    const replay = await localTransport.put(
      target,
      Buffer.concat([SAMPLES.elf, SAMPLES.pdf]).subarray(0, SAMPLES.pdf.length),
    );
    expect(replay.status).toBe(412);
    expect(
      (await objectStore().readRange(target.storageKey, 0, SAMPLES.pdf.length)).every(
        (byte, index) => byte === SAMPLES.pdf[index],
      ),
    ).toBe(true);
  });

  it("keeps the bytes in STORAGE_DIR, outside the project", async () => {
    const item = await createItem();
    await uploadThroughPanel(localTransport, item.id, "kept.pdf", SAMPLES.pdf);
    const file = path.join(process.env.STORAGE_DIR!, "shop-bonuses", item.id, "kept.pdf");
    expect(fs.readFileSync(file).equals(SAMPLES.pdf)).toBe(true);
    expect(path.relative(process.cwd(), file).startsWith("..")).toBe(true);
  });
});

describe("the list", () => {
  it("GET /api/admin/shop/{id}/bonuses lists SPEC's fields oldest first, sizes shown in KB with one decimal", async () => {
    const item = await createItem();
    const file = (fileName: string, fileSize: number, uploadedAt: string) => ({
      shopItemId: item.id,
      fileName,
      fileSize,
      storageKey: bonusStorageKey(item.id, fileName),
      mimeType: "application/pdf",
      uploadedAt: new Date(uploadedAt),
    });
    await db.shopItemBonusFile.createMany({
      data: [file("later.pdf", 10, "2024-01-02T00:00:00Z"), file("guide.pdf", 1536, "2024-01-01T00:00:00Z")],
    });
    const rows = (await bonusApi.list(item.id)).json() as BonusFileRow[];
    expect(rows.map((row) => row.fileName)).toEqual(["guide.pdf", "later.pdf"]);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      fileName: "guide.pdf",
      fileSize: 1536,
      storageKey: bonusStorageKey(item.id, "guide.pdf"),
      mimeType: "application/pdf",
      uploadedAt: "2024-01-01T00:00:00.000Z",
      status: "missing",
    });
    expect(rows.map((row) => fileSizeKb(row.fileSize))).toEqual(["1.5 KB", "0.0 KB"]);
    expect((await bonusApi.list((await createItem()).id)).json()).toEqual([]);
  });
});

describe("file names", () => {
  it.each([
    ["a path", "../../etc/passwd.pdf"],
    ["a nested path", "nested/file.pdf"],
    ["a Windows path", "..\\evil.pdf"],
    ["a control character", "bad\u0007name.pdf"],
    ["a NUL", "bad\u0000.pdf"],
    ["a right-to-left override", "invoice\u202Efdp.exe.pdf"],
    ["a leading dot", ".hidden.pdf"],
    ["a reserved character", "what?.pdf"],
  ])("refuses %s in the upload URL and in SPEC's metadata call", async (_, fileName) => {
    const item = await createItem();
    expect(await bonusApi.uploadUrl(item.id, { fileName, fileSize: 10 })).toMatchObject({
      status: 400,
      text: BONUS_ERRORS.fileNameUnsafe,
    });
    const saved = await bonusApi.save(item.id, {
      files: [{ fileName, storageKey: `shop-bonuses/${item.id}/${fileName}`, fileSize: 10 }],
    });
    expect(saved).toMatchObject({ status: 400, text: BONUS_ERRORS.fileNameUnsafe });
    expect(await db.shopItemBonusFile.count({ where: { shopItemId: item.id } })).toBe(0);
  });

  it.each(["setup.exe", "notes.txt", "archive.tar.gz", "pdf", "movie.mp4.exe"])(
    "refuses the extension of %s",
    async (fileName) => {
      const item = await createItem();
      expect(await bonusApi.uploadUrl(item.id, { fileName, fileSize: 10 })).toMatchObject({
        status: 400,
        text: BONUS_ERRORS.extensionNotAllowed,
      });
    },
  );

  it("accepts every SPEC extension in any case", async () => {
    const item = await createItem();
    for (const fileName of ["a.pdf", "b.ZIP", "c.mp4", "d.Mp3", "e.doc", "f.docx"]) {
      expect((await bonusApi.uploadUrl(item.id, { fileName, fileSize: 10 })).status).toBe(200);
    }
  });

  it("refuses a storageKey that is not shop-bonuses/{itemId}/{fileName}, such as another item's file", async () => {
    const [item, other] = await Promise.all([createItem(), createItem()]);
    for (const storageKey of [
      bonusStorageKey(other.id, "a.pdf"),
      `shop-bonuses/${item.id}/b.pdf`,
      `shop-bonuses/${item.id}/../${other.id}/a.pdf`,
    ]) {
      expect(await bonusApi.save(item.id, { files: [{ fileName: "a.pdf", storageKey, fileSize: 10 }] })).toMatchObject({
        status: 400,
        text: BONUS_ERRORS.storageKeyMismatch,
      });
    }
  });

  it("refuses a second file of the same name on one item, whatever its case, and allows it on another", async () => {
    const [item, other] = await Promise.all([createItem(), createItem()]);
    const file = (id: string, fileName: string) => ({
      fileName,
      storageKey: bonusStorageKey(id, fileName),
      fileSize: 10,
    });
    expect((await bonusApi.save(item.id, { files: [file(item.id, "Guide.pdf")] })).status).toBe(201);
    expect(await bonusApi.save(item.id, { files: [file(item.id, "guide.PDF")] })).toMatchObject({
      status: 409,
      text: BONUS_ERRORS.duplicate("Guide.pdf"),
    });
    expect(await bonusApi.uploadUrl(item.id, { fileName: "GUIDE.pdf", fileSize: 10 })).toMatchObject({
      status: 409,
      text: BONUS_ERRORS.duplicate("Guide.pdf"),
    });
    expect(await bonusApi.save(item.id, { files: [file(item.id, "x.pdf"), file(item.id, "X.pdf")] })).toMatchObject({
      status: 400,
      text: BONUS_ERRORS.duplicateInRequest("X.pdf"),
    });
    expect((await bonusApi.save(other.id, { files: [file(other.id, "Guide.pdf")] })).status).toBe(201);
  });

  it("saves concurrent uploads of one name exactly once", async () => {
    const item = await createItem();
    const body = { files: [{ fileName: "race.pdf", storageKey: bonusStorageKey(item.id, "race.pdf"), fileSize: 10 }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => bonusApi.save(item.id, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe("sizes and counts", () => {
  afterEach(() => {
    delete process.env.BONUS_FILE_MAX_MB;
  });

  it("refuses a file over BONUS_FILE_MAX_MB (default 500) in the upload URL and the metadata", async () => {
    const item = await createItem();
    expect(await bonusApi.uploadUrl(item.id, { fileName: "big.mp4", fileSize: 500 * MB + 1 })).toMatchObject({
      status: 400,
      text: BONUS_ERRORS.tooLarge(500 * MB),
    });
    expect((await bonusApi.uploadUrl(item.id, { fileName: "big.mp4", fileSize: 500 * MB })).status).toBe(200);
    process.env.BONUS_FILE_MAX_MB = "1";
    const metadata = { fileName: "big.mp4", storageKey: bonusStorageKey(item.id, "big.mp4"), fileSize: MB + 1 };
    expect(await bonusApi.save(item.id, { files: [metadata] })).toMatchObject({
      status: 400,
      text: BONUS_ERRORS.tooLarge(MB),
    });
  });

  it("checks the stored size against the declared one, and deletes bytes it refuses", async () => {
    const item = await createItem();
    const target = (
      await bonusApi.uploadUrl(item.id, { fileName: "a.pdf", fileSize: SAMPLES.pdf.length })
    ).json() as UploadUrlAnswer;
    await localTransport.put(target, SAMPLES.pdf);
    const saved = await bonusApi.save(item.id, {
      files: [{ fileName: "a.pdf", storageKey: target.storageKey, fileSize: 5 }],
    });
    expect(saved).toMatchObject({ status: 400, text: BONUS_ERRORS.sizeMismatch("a.pdf", SAMPLES.pdf.length, 5) });
    expect(await objectStore().size(target.storageKey)).toBeNull();
  });

  it("refuses an empty object put at a saved file's key", async () => {
    const item = await createItem();
    const storageKey = bonusStorageKey(item.id, "empty.pdf");
    const [row] = (
      await bonusApi.save(item.id, { files: [{ fileName: "empty.pdf", storageKey, fileSize: 1 }] })
    ).json() as BonusFileRow[];
    await objectStore().put(storageKey, new Uint8Array(0), "application/pdf");
    expect(await bonusApi.confirm(item.id, row!.id)).toMatchObject({
      status: 400,
      text: BONUS_ERRORS.contentMismatch("empty.pdf"),
    });
    expect((await bonusApi.list(item.id)).json()).toMatchObject([{ status: "missing" }]);
  });

  it.each([
    ["no files", { files: [] }, BONUS_ERRORS.filesRequired],
    ["a missing list", {}, BONUS_ERRORS.filesRequired],
    ["a size of 0", { files: [{ fileName: "a.pdf", storageKey: "k", fileSize: 0 }] }, BONUS_ERRORS.fileSizeInvalid],
    [
      "a fractional size",
      { files: [{ fileName: "a.pdf", storageKey: "k", fileSize: 1.5 }] },
      BONUS_ERRORS.fileSizeInvalid,
    ],
    [
      "a bad media type",
      { files: [{ fileName: "a.pdf", storageKey: "k", fileSize: 1, mimeType: "<script>" }] },
      BONUS_ERRORS.mimeTypeInvalid,
    ],
    [
      "21 files",
      { files: Array.from({ length: 21 }, (_, index) => ({ fileName: `${index}.pdf`, storageKey: "k", fileSize: 1 })) },
      BONUS_ERRORS.tooManyInRequest,
    ],
  ])("refuses %s with a 400", async (_, body, message) => {
    const item = await createItem();
    expect(await bonusApi.save(item.id, body)).toMatchObject({ status: 400, text: message });
  });

  it(`holds at most ${MAX_FILES_PER_ITEM} files per item`, async () => {
    const item = await createItem();
    await db.shopItemBonusFile.createMany({
      data: Array.from({ length: MAX_FILES_PER_ITEM }, (_, index) => ({
        shopItemId: item.id,
        fileName: `${index}.pdf`,
        storageKey: bonusStorageKey(item.id, `${index}.pdf`),
        fileSize: 1,
        mimeType: "application/pdf",
      })),
    });
    const tooMany = BONUS_ERRORS.tooManyOnItem(MAX_FILES_PER_ITEM);
    expect(await bonusApi.uploadUrl(item.id, { fileName: "more.pdf", fileSize: 10 })).toMatchObject({
      status: 409,
      text: tooMany,
    });
    expect(
      await bonusApi.save(item.id, {
        files: [{ fileName: "more.pdf", storageKey: bonusStorageKey(item.id, "more.pdf"), fileSize: 10 }],
      }),
    ).toMatchObject({ status: 409, text: tooMany });
  });
});

describe("items and files that do not exist", () => {
  it("answers 404 for an unknown item and for another item's file", async () => {
    const [item, other] = await Promise.all([createItem(), createItem()]);
    const { saved } = await uploadThroughPanel(localTransport, item.id, "mine.pdf", SAMPLES.pdf);
    const [row] = saved.json() as BonusFileRow[];
    for (const missing of [crypto.randomUUID(), "not-a-uuid"]) {
      expect(await bonusApi.list(missing)).toMatchObject({ status: 404, text: SHOP_ERRORS.notFound });
      expect(await bonusApi.uploadUrl(missing, { fileName: "a.pdf", fileSize: 1 })).toMatchObject({
        status: 404,
        text: SHOP_ERRORS.notFound,
      });
    }
    expect(await bonusApi.download(other.id, row!.id)).toMatchObject({ status: 404, text: BONUS_ERRORS.fileNotFound });
    expect(await bonusApi.remove(other.id, row!.id)).toMatchObject({ status: 404, text: BONUS_ERRORS.fileNotFound });
    expect(await bonusApi.confirm(other.id, row!.id)).toMatchObject({ status: 404, text: BONUS_ERRORS.fileNotFound });
  });
});
