// CSV exports from the browser: the users list with its filters, the audit log
// with a date range, and the dashboard's Export Data.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { open, signInBeforeEach } from "./helpers/session";

/** The header row as the panel writes it: a byte-order mark, then every name quoted (lib/export/csv.ts). */
const headerRow = (...names: string[]) => `\uFEFF${names.map((name) => `"${name}"`).join(",")}`;

/** Clicks the download link and answers the saved file's text (its BOM kept) and name. */
async function download(page: Page, link: ReturnType<Page["getByRole"]>) {
  const saved = page.waitForEvent("download");
  await link.click();
  const file = await saved;
  return { name: file.suggestedFilename(), text: fs.readFileSync((await file.path())!, "utf8") };
}

signInBeforeEach("admin");

test("the users list exports what its filters show", async ({ page }) => {
  await open(page, "/users?role=admin");
  await expect(page.getByText(/\d+ users found/)).toBeVisible();
  const { name, text } = await download(page, page.getByRole("link", { name: "Export CSV" }));
  expect(name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.split("\r\n")[0]).toBe(
    headerRow("ID", "First Name", "Last Name", "Email", "Handle", "Role", "Status", "Joined", "Last Active"),
  );
  const rows = text.trim().split("\r\n").slice(1);
  expect(rows.length).toBeGreaterThan(0);
  // Only admins: the role column says Admin or Superadmin, and the seeded admin is there.
  for (const row of rows) expect(row).toMatch(/,"(Admin|Superadmin)","(Active|Banned)",/);
  expect(text).toContain("admin@example.com");
});

test("the audit log filters by a date range and exports that range", async ({ page }) => {
  await open(page, "/admin-tools/audit");
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel("From (UTC)").fill("2000-01-01");
  await page.getByLabel("To (UTC)").fill("2000-01-02");
  await expect(page.getByText("No audit entries found")).toBeVisible();
  await expect(page).toHaveURL(/from=2000-01-01/);
  await page.getByLabel("To (UTC)").fill(today);
  await expect(page.locator("tbody tr").first()).toContainText("auth.sign_in");
  const { name, text } = await download(page, page.getByRole("link", { name: "Export CSV" }));
  expect(name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.split("\r\n")[0]).toBe(
    headerRow("Time", "Action", "Actor", "Actor ID", "Actor Email", "Target", "Target Type", "Target ID", "Details"),
  );
  expect(text).toContain("auth.sign_in");
});

test("the dashboard's Export Data downloads every user", async ({ page }) => {
  await open(page, "/");
  const { name, text } = await download(page, page.getByRole("link", { name: "Export Data" }));
  expect(name).toMatch(/^users-/);
  expect(text).toContain("superadmin@example.com");
  expect(text).toContain("user@example.com");
});

test("contacts and deals export from their screens", async ({ page }) => {
  await open(page, "/crm/contacts?status=customer");
  const contacts = await download(page, page.getByRole("link", { name: "Export CSV" }));
  expect(contacts.name).toMatch(/^contacts-/);
  const rows = contacts.text.trimEnd().split("\r\n");
  expect(rows[0]).toBe(
    headerRow("ID", "First Name", "Last Name", "Email", "Phone", "Company", "Status", "Source", "Created"),
  );
  for (const row of rows.slice(1)) expect(row).toContain(',"customer",');

  await open(page, "/crm/deals");
  const deals = await download(page, page.getByRole("link", { name: "Export CSV" }));
  expect(deals.name).toMatch(/^deals-/);
  expect(deals.text.split("\r\n")[0]).toBe(
    headerRow("ID", "Title", "Value", "Stage", "Probability", "Expected Close", "Contact", "Company", "Created"),
  );
  expect(deals.text.trimEnd().split("\r\n").length).toBeGreaterThan(6);
});
