// The local folder store's /api/storage route: its presigned URLs work for
// exactly the key, terms and time they were signed for, and nothing else.
import fs from "node:fs";
import path from "node:path";
import type { BonusFileRow, UploadUrlAnswer } from "@/lib/bonus-files/schema";
import { objectStore } from "@/lib/storage/store";
import { uploadThroughPanel } from "../helpers/bonus-file-scenarios";
import { bonusApi, createItem, localTransport, SAMPLES } from "../helpers/bonus-files";

describe("the storage route's presigned URLs", () => {
  async function signedUpload() {
    const item = await createItem();
    return (
      await bonusApi.uploadUrl(item.id, { fileName: "signed.pdf", fileSize: SAMPLES.pdf.length })
    ).json() as UploadUrlAnswer;
  }
  const withParam = (url: string, name: string, value: string) => {
    const parsed = new URL(url, "http://localhost");
    parsed.searchParams.set(name, value);
    return `${parsed.pathname}${parsed.search}`;
  };

  it.each([
    ["a changed size", "size", "1"],
    ["a changed type", "type", "text/html"],
    ["a later expiry", "expires", String(Math.floor(Date.now() / 1000) + 86_400)],
    ["a forged signature", "signature", "x".repeat(43)],
  ])("refuses %s with a 403 and stores nothing", async (_, name, value) => {
    const target = await signedUpload();
    const answer = await localTransport.put({ ...target, url: withParam(target.url, name, value) }, SAMPLES.pdf);
    expect(answer.status).toBe(403);
    expect(await objectStore().size(target.storageKey)).toBeNull();
  });

  it("refuses an expired URL", async () => {
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: ["nextTick", "setImmediate", "setTimeout", "setInterval", "queueMicrotask"],
    });
    try {
      const target = await signedUpload();
      jest.setSystemTime(Date.now() + 16 * 60 * 1000);
      expect((await localTransport.put(target, SAMPLES.pdf)).status).toBe(403);
    } finally {
      jest.useRealTimers();
    }
  });

  it("answers a signature with non-ASCII characters 403, not 500", async () => {
    const target = await signedUpload();
    const answer = await localTransport.put(
      { ...target, url: withParam(target.url, "signature", `${"x".repeat(42)}é`) },
      SAMPLES.pdf,
    );
    expect(answer.status).toBe(403);
  });

  it("refuses another key with the same signature", async () => {
    const target = await signedUpload();
    const elsewhere = target.url.replace("signed.pdf", "other.pdf");
    expect((await localTransport.put({ ...target, url: elsewhere }, SAMPLES.pdf)).status).toBe(403);
  });

  it("refuses a body of another size or type than signed, leaving nothing behind", async () => {
    const target = await signedUpload();
    expect((await localTransport.put(target, Buffer.concat([SAMPLES.pdf, Buffer.from("more")]))).status).toBe(413);
    expect((await localTransport.put(target, SAMPLES.pdf.subarray(0, 10))).status).toBe(400);
    expect((await localTransport.put(target, SAMPLES.pdf, "text/html")).status).toBe(400);
    expect(await objectStore().size(target.storageKey)).toBeNull();
    expect(fs.readdirSync(path.join(process.env.STORAGE_DIR!, ".uploads"))).toEqual([]);
  });

  it("serves a download only with its signature", async () => {
    const item = await createItem();
    const { saved } = await uploadThroughPanel(localTransport, item.id, "served.pdf", SAMPLES.pdf);
    const [row] = saved.json() as BonusFileRow[];
    const location = (await bonusApi.download(item.id, row!.id)).headers.get("location")!;
    expect(location.startsWith("/api/storage/shop-bonuses/")).toBe(true);
    expect((await localTransport.get(withParam(location, "name", "other.html"))).status).toBe(403);
    expect((await localTransport.get(location.replace(/signature=[^&]+/, ""))).status).toBe(403);
    expect((await localTransport.get(location)).headers.get("cache-control")).toBe("private, no-store");
  });
});
