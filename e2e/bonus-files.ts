// A bonus file's round trip in the browser, shared by the S3-backed panel
// (e2e/shop.spec.ts) and the local-folder store under `next start`
// (e2e-deploy/next-start.spec.ts): upload through the item form with a
// visible progress bar, then download it back and compare the bytes.
import fs from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { createViaApi, uniqueTag } from "./helpers/api";
import { open } from "./helpers/session";

/** A PDF of `megabytes` (its first bytes are what a PDF reader, and the server's check, expect). */
export function pdfOf(megabytes: number): Buffer {
  return Buffer.concat([
    Buffer.from("%PDF-1.4\n"),
    Buffer.alloc(megabytes * 1024 * 1024, "0"),
    Buffer.from("\n%%EOF\n"),
  ]);
}

/** Creates an item with bonuses through the API as the signed-in admin and opens its edit form; answers the form. */
export async function editNewItemWithBonuses(page: Page): Promise<{ dialog: Locator; name: string }> {
  const name = `Bonus course ${uniqueTag()}`;
  await createViaApi(page, "/api/admin/shop", {
    name,
    description: "With bonus files",
    price: "$19",
    hasBonuses: true,
  });
  await open(page, "/content/shop");
  await page.getByPlaceholder("Search by name or category...").fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Shop Item" });
  await expect(dialog.getByTestId("bonus-files")).toContainText("No bonus files yet.");
  return { dialog, name };
}

/** Every value a progress bar showed from now on, recorded in the page. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]'))
        seen.push(Number(bar.getAttribute("aria-valuenow")));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Uploads `bytes` as `fileName` through Add Files with the upload slowed to ~2 MB/s, and checks progress was shown. */
export async function uploadWithProgress(page: Page, dialog: Locator, fileName: string, bytes: Buffer) {
  const progressSeen = await recordProgress(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  try {
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Add Files" }).click();
    await (await chooser).setFiles({ name: fileName, mimeType: "application/pdf", buffer: bytes });
    await expect(dialog.getByRole("progressbar", { name: `Uploading ${fileName}` })).toBeVisible();
    await expect(dialog.getByRole("link", { name: `Download ${fileName}` })).toBeVisible({ timeout: 30_000 });
  } finally {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  }
  expect((await progressSeen()).some((value) => value > 0 && value < 100)).toBe(true);
  const row = dialog.getByTestId("bonus-file").filter({ hasText: fileName });
  await expect(row).toContainText(`${(bytes.length / 1024).toFixed(1)} KB`);
  await expect(row.getByText("missing")).toBeHidden();
}

/** Follows the file's download link and compares what the browser saved with `bytes`. */
export async function downloadAndCompare(page: Page, dialog: Locator, fileName: string, bytes: Buffer) {
  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: `Download ${fileName}` }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(fileName);
  expect(fs.readFileSync((await saved.path())!).equals(bytes)).toBe(true);
}
