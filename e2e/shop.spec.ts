import { expect, test, type Page } from "@playwright/test";
import { downloadAndCompare, editNewItemWithBonuses, pdfOf, uploadWithProgress } from "./bonus-files";
import { apiCall, createViaApi, getViaApi, uniqueTag } from "./helpers/api";
import { confirm, openScreen } from "./helpers/screen";
import { open, signInBeforeEach } from "./helpers/session";
import { currentPanelIndex } from "./playwright-base";
import { s3Env } from "./s3/settings";

const SEARCH = "Search by name or category...";
const ACTIVE_HINT = "Fill all required fields (Name, Description, Price) to activate";

const toastWith = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Saves a bonus file's metadata through the API, as a client that uploads the bytes itself does first. */
async function saveBonusMetadata(page: Page, itemId: string, file: { fileName: string; fileSize: number }) {
  const files = [{ ...file, storageKey: `shop-bonuses/${itemId}/${file.fileName}` }];
  await createViaApi(page, `/api/admin/shop/${itemId}/bonuses/upload`, { files });
}

test.describe("Shop", () => {
  signInBeforeEach("admin");

  test("add an item under the Active switch rule, then edit it", async ({ page }) => {
    const tag = uniqueTag();
    const name = `Course ${tag}`;
    await openScreen(page, "/content/shop", "Shop");

    await page.getByRole("button", { name: "Add Shop Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Shop Item" });
    const active = dialog.getByRole("switch", { name: "Active" });
    // SPEC §4: disabled and off until name, description and price are filled.
    await expect(active).toBeDisabled();
    await expect(active).toHaveAttribute("aria-checked", "false");
    await expect(dialog.getByText(ACTIVE_HINT)).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Learn everything");
    await expect(active).toBeDisabled();
    await dialog.getByLabel("Price").fill("$9.99");
    await expect(active).toBeEnabled();
    await expect(active).toHaveAttribute("aria-checked", "true");
    await expect(dialog.getByText(ACTIVE_HINT)).toBeHidden();
    // Emptying a required field forces it off again.
    await dialog.getByLabel("Price").fill("");
    await expect(active).toHaveAttribute("aria-checked", "false");
    await dialog.getByLabel("Price").fill("$9.99");

    // Bonus files cannot be added before the item exists (SPEC §5).
    await dialog.getByRole("switch", { name: "Has Bonuses" }).click();
    const bonuses = dialog.getByTestId("bonus-files");
    await expect(bonuses.getByRole("button", { name: "Add Files" })).toBeDisabled();
    await bonuses.dispatchEvent("drop", {
      dataTransfer: await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(["%PDF-1.4"], "guide.pdf", { type: "application/pdf" }));
        return transfer;
      }),
    });
    await expect(toastWith(page, "Save the shop item first, then edit it to add bonus files.")).toBeVisible();

    await dialog.getByLabel("Display order").fill("3");
    await dialog.getByRole("button", { name: "Add Shop Item" }).click();
    await expect(toastWith(page, "Shop item created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const rows = page.getByTestId("shop-row");
    await page.getByPlaceholder(SEARCH).fill(tag);
    await expect(rows).toHaveCount(1);
    for (const text of [name, "Uncategorized", "$9.99", "Active", "3"]) await expect(rows.first()).toContainText(text);

    await rows
      .first()
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Shop Item" });
    await expect(edit.getByLabel("Name")).toHaveValue(name);
    await expect(edit.getByTestId("bonus-files")).toContainText("No bonus files yet.");
    await expect(edit.getByRole("button", { name: "Add Files" })).toBeEnabled();
    await edit.getByLabel("Category").fill(`Courses ${tag}`);
    await edit.getByLabel("Price").fill("Free");
    await edit.getByRole("switch", { name: "Active" }).click();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastWith(page, "Shop item updated successfully")).toBeVisible();
    await expect(edit).toBeHidden();
    for (const text of [`Courses ${tag}`, "Free", "Inactive"]) await expect(rows.first()).toContainText(text);
  });

  test("delete one item at once, and several after a confirmation", async ({ page }) => {
    const tag = uniqueTag();
    await open(page, "/content/shop");
    for (const suffix of ["a", "b", "c"])
      await createViaApi(page, "/api/admin/shop", {
        name: `Bulk ${tag} ${suffix}`,
        description: "D",
        price: "Free",
        order: 1,
      });
    const rows = page.getByTestId("shop-row");
    await page.getByPlaceholder(SEARCH).fill(tag);
    await expect(rows).toHaveCount(3);

    // SPEC §4: a single delete acts at once.
    await page.getByRole("button", { name: `Delete Bulk ${tag} c` }).click();
    await expect(toastWith(page, "Shop item deleted successfully")).toBeVisible();
    await expect(rows).toHaveCount(2);

    await page.getByRole("checkbox", { name: "Select all shop items on this page" }).click();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    const confirmation = page.getByRole("alertdialog", { name: "Delete 2 shop item(s)?" });
    await confirm(page);
    await expect(toastWith(page, "Shop items deleted successfully")).toBeVisible();
    await expect(confirmation).toBeHidden();
    await expect(page.getByText("No shop items found. Create your first shop item to get started.")).toBeVisible();
  });

  test("bonus files: upload to S3 with progress, download the same bytes, refusals, missing and unchecked files, delete", async ({
    page,
  }) => {
    await open(page, "/content/shop");
    const { dialog, name } = await editNewItemWithBonuses(page);
    const bytes = pdfOf(4);
    await uploadWithProgress(page, dialog, "handbook.pdf", bytes);
    // The browser talked to the S3 server itself: the download link redirects there.
    const download = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Download handbook.pdf" }).click();
    const { S3_ENDPOINT, S3_BUCKET } = s3Env(currentPanelIndex());
    expect((await download).url().startsWith(`${S3_ENDPOINT}/${S3_BUCKET}/shop-bonuses/`)).toBe(true);
    await downloadAndCompare(page, dialog, "handbook.pdf", bytes);

    // Several at once: a renamed executable is refused by its content, a .txt by its extension.
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Add Files" }).click();
    await (
      await chooser
    ).setFiles([
      {
        name: "setup.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("4d5a", "hex"), Buffer.alloc(400)]),
      },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
      { name: "extra.pdf", mimeType: "application/pdf", buffer: pdfOf(0) },
    ]);
    const uploads = dialog.getByTestId("bonus-upload");
    await expect(uploads.filter({ hasText: "setup.pdf" })).toContainText("is not a file of its type");
    await expect(uploads.filter({ hasText: "notes.txt" })).toContainText(
      "Only .pdf, .zip, .mp4, .mp3, .doc and .docx files are allowed",
    );
    await expect(dialog.getByRole("link", { name: "Download extra.pdf" })).toBeVisible();
    await expect(dialog.getByTestId("bonus-file")).toHaveCount(2);
    await uploads.filter({ hasText: "notes.txt" }).getByRole("button", { name: "Dismiss notes.txt" }).click();
    await expect(uploads).toHaveCount(1);

    // Metadata saved through the API without bytes shows as missing, and its bytes can be uploaded from here.
    const [item] = await getViaApi<{ id: string }[]>(page, `/api/admin/shop?search=${encodeURIComponent(name)}`);
    const itemId = item!.id;
    await saveBonusMetadata(page, itemId, { fileName: "later.pdf", fileSize: 1234 });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const later = dialog.getByTestId("bonus-file").filter({ hasText: "later.pdf" });
    await expect(later.getByText("missing")).toBeVisible();
    await expect(later).toContainText("1.2 KB");
    const missingChooser = page.waitForEvent("filechooser");
    await later.getByRole("button", { name: "Upload file later.pdf" }).click();
    const laterBytes = pdfOf(1);
    await (
      await missingChooser
    ).setFiles({ name: "whatever-it-was-called.pdf", mimeType: "application/pdf", buffer: laterBytes });
    await expect(later.getByRole("link", { name: "Download later.pdf" })).toBeVisible();
    await expect(later.getByText("missing")).toBeHidden();
    await expect(later).toContainText(`${(laterBytes.length / 1024).toFixed(1)} KB`);

    // Bytes an API client puts at a saved file's key itself are "unchecked" until checked.
    const apiBytes = "%PDF-1.4\n0123456789\n";
    await saveBonusMetadata(page, itemId, { fileName: "api.pdf", fileSize: apiBytes.length });
    const target = await apiCall<{ url: string; headers: Record<string, string> }>(
      page,
      "POST",
      `/api/admin/shop/${itemId}/bonuses/upload-url`,
      { fileName: "api.pdf", fileSize: apiBytes.length },
    );
    expect(target.status, target.text).toBe(200);
    // Straight to the S3 server, as the browser uploads, with the headers the signed URL names.
    const put = await page.request.put(target.json.url, { headers: target.json.headers, data: apiBytes });
    expect(put.ok(), await put.text()).toBe(true);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const viaApi = dialog.getByTestId("bonus-file").filter({ hasText: "api.pdf" });
    await expect(viaApi.getByText("unchecked")).toBeVisible();
    await viaApi.getByRole("button", { name: "Check file api.pdf" }).click();
    await expect(toastWith(page, "Bonus file checked")).toBeVisible();
    await expect(viaApi.getByRole("link", { name: "Download api.pdf" })).toBeVisible();

    // Deleting a file asks first, then removes it.
    await dialog.getByRole("button", { name: "Delete file extra.pdf" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete extra.pdf?" })).toBeVisible();
    await confirm(page);
    await expect(toastWith(page, "Bonus file deleted")).toBeVisible();
    await expect(dialog.getByTestId("bonus-file")).toHaveCount(3);
  });
});
