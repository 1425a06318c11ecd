// The CSV import wizard (docs/decisions/csv-import.md) against the production server: a 1,000-row
// file with 10 bad rows, mapped, checked, imported with a progress bar, and the report of the rejected
// rows downloaded; an import that overwrites many contacts through the step-up dialog.
// With SCREENSHOTS_DIR set, the mapping step is saved there as import-mapping.png (docs/screenshots/).
import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./a11y";
import { apiCall, createViaApi, uniqueTag } from "./helpers/api";
import { openScreen } from "./helpers/screen";
import { screenshot } from "./helpers/screenshot";
import { SEED_PASSWORD, signInBeforeEach } from "./helpers/session";
import { UPDATES_WITHOUT_STEP_UP } from "../lib/csv-import/schema";

const ROWS = 1000;
const BAD_EVERY = 100;

/** 1,000 contacts in `;` CSV with a BOM; every 100th row lacks its last name, and half name the company. */
function contactsFile(tag: string, company: string): string {
  const lines = ["E-mail;First Name;Last Name;Company;Status;Notes"];
  for (let index = 1; index <= ROWS; index++) {
    const lastName = index % BAD_EVERY === 0 ? "" : `Import${tag}`;
    const companyCell = index % 2 === 0 ? `"${company}"` : "";
    lines.push(`row${index}.${tag}@example.test;Row${index};${lastName};${companyCell};Customer;"=SUM(A${index})"`);
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

async function chooseFile(page: Page, name: string, content: string) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content) });
}

test.describe("CSV import", () => {
  signInBeforeEach("admin");

  test("imports 1,000 contacts with 10 bad rows and downloads the report of the rejected rows", async ({ page }) => {
    const tag = uniqueTag();
    const company = `Importers ${tag}`;
    await createViaApi(page, "/api/admin/companies", { name: company });
    await openScreen(page, "/crm/contacts", "Contacts");

    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import contacts" });
    await chooseFile(page, `contacts-${tag}.csv`, contactsFile(tag, company));

    // Mapping: matched by header name, "Notes" left to ignore, the first five rows shown.
    const mapping = dialog.getByTestId("import-mapping");
    await expect(mapping.getByRole("combobox", { name: "E-mail" })).toHaveValue("email");
    await expect(mapping.getByRole("combobox", { name: "Last Name" })).toHaveValue("lastName");
    await expect(mapping.getByRole("combobox", { name: "Notes" })).toHaveValue("");
    await expect(mapping.locator("tbody tr")).toHaveCount(5);
    await expect(mapping).toContainText(`row1.${tag}@example.test`);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(dialog, "import-mapping.png");
    await mapping.getByRole("combobox", { name: "Notes" }).selectOption("source");
    await dialog.getByRole("button", { name: "Next" }).click();

    // Duplicates, then the dry run: nothing saved yet.
    await expect(dialog.getByRole("radio", { name: "Skip the row" })).toBeChecked();
    await dialog.getByRole("button", { name: "Check the file" }).click();
    await expect(dialog.getByText("Nothing has been saved yet.", { exact: false })).toBeVisible();
    const counts = dialog.getByTestId("import-counts");
    await expect(counts.locator('[data-outcome="created"]')).toHaveText("990");
    await expect(counts.locator('[data-outcome="rejected"]')).toHaveText("10");
    await expect(dialog.getByRole("row", { name: /^1 Created/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Page 2 of 100")).toBeVisible();
    await dialog.getByLabel("Only rejected rows").check();
    await expect(dialog.getByText("Page 1 of 1")).toBeVisible();
    await expect(dialog.getByRole("row", { name: "100 Rejected Last name is required" })).toBeVisible();

    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(dialog.getByText("The import is done.")).toBeVisible();
    await expect(counts.locator('[data-outcome="created"]')).toHaveText("990");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download report of rejected rows" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`contacts-${tag}-rejected.csv`);
    const report = await fs.readFile(await download.path(), "utf8");
    // A byte-order mark for Excel, as the exports write.
    expect(report.startsWith("\uFEFF")).toBe(true);
    const lines = report.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('"Row","Reason","E-mail","First Name","Last Name","Company","Status","Notes"');
    expect(lines[1]).toBe(
      `100,"Last name is required","row100.${tag}@example.test","Row100","","${company}","Customer","'=SUM(A100)"`,
    );

    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder("Search by name, email, or phone...").fill(`Import${tag}`);
    await expect(page.getByText("990 contact(s)")).toBeVisible();
  });

  test("an import that overwrites many contacts asks who the admin is, then sends the file again", async ({ page }) => {
    const tag = uniqueTag();
    // Past the threshold above which an import's overwrites need a recent proof of who the admin is.
    const count = UPDATES_WITHOUT_STEP_UP + 2;
    const emails = Array.from({ length: count }, (_, index) => `upd${index}.${tag}@example.test`);
    for (const email of emails)
      await createViaApi(page, "/api/admin/contacts", { firstName: "Old", lastName: `Upd${tag}`, email });
    // A sign-in moments ago is a fresh proof, so the server would not ask: the first import call stands in for a
    // session confirmed long ago, and is answered as the server answers one.
    let asked = 0;
    await page.route(
      (url) => url.pathname === "/api/admin/contacts/import",
      async (route) => {
        if (asked++ > 0) return route.continue();
        await route.fulfill({
          status: 401,
          contentType: "application/json",
          body: JSON.stringify({ error: "reauthentication_required", message: "Confirm it's you to continue" }),
        });
      },
    );
    await openScreen(page, "/crm/contacts", "Contacts");
    // Exact: the first test leaves contacts whose names contain "Import" on this screen.
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Import contacts" });
    const file = ["Email,First Name,Last Name", ...emails.map((email) => `${email},New,Upd${tag}`)].join("\n");
    await chooseFile(page, `update-${tag}.csv`, file);
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("radio", { name: "Update the existing record" }).check();
    await dialog.getByRole("button", { name: "Check the file" }).click();
    const counts = dialog.getByTestId("import-counts");
    await expect(counts.locator('[data-outcome="updated"]')).toHaveText(String(count));
    await dialog.getByRole("button", { name: "Import", exact: true }).click();

    const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
    await stepUp.getByLabel("Password").fill(SEED_PASSWORD);
    await stepUp.getByRole("button", { name: "Confirm" }).click();
    await expect(stepUp).toBeHidden();
    await expect(dialog.getByText("The import is done.")).toBeVisible();
    await expect(counts.locator('[data-outcome="updated"]')).toHaveText(String(count));
    expect(asked).toBe(2);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByPlaceholder("Search by name, email, or phone...").fill(`Upd${tag}`);
    await expect(page.getByText(`${count} contact(s)`)).toBeVisible();
    await expect(page.getByRole("cell", { name: `New Upd${tag}`, exact: true }).first()).toBeVisible();
    await expect(page.getByRole("cell", { name: `Old Upd${tag}`, exact: true })).toHaveCount(0);
  });

  test("takes a file over the 1 MB cap of other admin calls on the import routes", async ({ page }) => {
    await openScreen(page, "/crm/companies", "Companies");
    // Long rows (a 600-character website), so 1.2 MB is two batches of writes, quick on a busy machine.
    const website = `https://example.com/${"a".repeat(600)}`;
    const rows = Array.from({ length: 2000 }, (_, index) => `Big import company ${index},${website},,large`);
    const body = `Name,Website,Industry,Size\n${rows.join("\n")}\n`;
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const answer = await apiCall<{ counts: object }>(
      page,
      "POST",
      "/api/admin/companies/import/dry-run?columns=name,website,industry,size",
      body,
      { contentType: "text/csv" },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.counts).toEqual({ created: 2000, updated: 0, skipped: 0, rejected: 0 });
  });
});
