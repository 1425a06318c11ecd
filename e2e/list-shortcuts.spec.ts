// Keyboard on lists (docs/decisions/keyboard-on-lists.md): `/` focuses the search, j/k move the active
// row (marked, and focused so screen readers follow), x selects it, Enter opens
// what a click on it opens, ? lists the keys; none acts while typing in a field.
import { expect, test, type Page } from "@playwright/test";
import { createUserViaApi, createViaApi, uniqueTag } from "./helpers/api";
import { openScreen } from "./helpers/screen";
import { signInBeforeEach } from "./helpers/session";

/** Takes the focus off the search box, as a click on the page would. */
const leaveField = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test.describe("List shortcuts", () => {
  signInBeforeEach("admin");

  test("contacts: / searches, j/k move, x selects, Enter opens the edit; typing in the search is left alone", async ({
    page,
  }) => {
    const tag = uniqueTag();
    for (const name of ["Ann", "Bob", "Cid"])
      await createViaApi(page, "/api/admin/contacts", { firstName: name, lastName: `Keys${tag}` });

    await openScreen(page, "/crm/contacts", "Contacts");
    const search = page.getByRole("searchbox", { name: "Search contacts" });
    await page.keyboard.press("/");
    await expect(search).toBeFocused();
    // The keys are the field's while it has the focus: j is typed, not a move.
    await page.keyboard.type(`Keys${tag}`);
    await expect(search).toHaveValue(`Keys${tag}`);
    const rows = page.getByTestId("contact-row");
    await expect(rows).toHaveCount(3);
    await page.keyboard.press("j");
    await expect(search).toHaveValue(`Keys${tag}j`);
    await expect(page.locator("[data-list-row][data-active]")).toHaveCount(0);
    await page.keyboard.press("Backspace");
    await expect(rows).toHaveCount(3);
    await leaveField(page);

    // Newest first: Cid, Bob, Ann.
    await page.keyboard.press("j");
    await expect(rows.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await expect(rows.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(rows.nth(2)).toBeFocused();
    await page.keyboard.press("k");
    await expect(rows.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(rows.nth(1)).toContainText(`Bob Keys${tag}`);
    await expect(page.locator("[data-list-row][data-active]")).toHaveCount(1);

    // x ticks and unticks the active row's checkbox.
    const tick = page.getByRole("checkbox", { name: `Select Bob Keys${tag}` });
    await page.keyboard.press("x");
    await expect(tick).toBeChecked();
    await expect(page.getByRole("button", { name: "Edit Selected (1)" })).toBeVisible();
    await page.keyboard.press("x");
    await expect(tick).not.toBeChecked();

    // Enter opens what the row's Edit opens; closing returns to the row.
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Contact" });
    await expect(dialog.getByLabel("First name")).toHaveValue("Bob");
    // Keys typed in the dialog are the dialog's.
    await dialog.getByLabel("First name").press("j");
    await expect(dialog.getByLabel("First name")).toHaveValue(/j$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press("j");
    await expect(rows.nth(2)).toHaveAttribute("aria-current", "true");
  });

  test("? lists the keys in a dialog that Escape closes; a key with Ctrl or Alt does nothing", async ({ page }) => {
    await openScreen(page, "/crm/deals/list", "Sales Pipeline");
    await page.keyboard.press("Control+j");
    await page.keyboard.press("Alt+j");
    await expect(page.locator("[data-list-row][data-active]")).toHaveCount(0);

    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toBeVisible();
    for (const text of ["Search the list", "Next or previous row", "Select or deselect the row", "Open the row"])
      await expect(help.getByText(text)).toBeVisible();
    // The list is still while the dialog is open.
    await page.keyboard.press("j");
    await expect(page.locator("[data-list-row][data-active]")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    await page.keyboard.press("j");
    await expect(page.getByTestId("deal-row").first()).toHaveAttribute("aria-current", "true");
  });

  test("users: Enter opens the user's details, as the row menu's View Details", async ({ page }) => {
    const user = await createUserViaApi(page);
    await openScreen(page, `/users?search=${encodeURIComponent(user.email)}`, "Users");
    await page.keyboard.press("j");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/users/${user.id}$`));
    await expect(page.getByRole("heading", { name: "User Details" })).toBeVisible();
  });

  test("activities: the cards take the same keys", async ({ page }) => {
    const title = `Keys activity ${uniqueTag()}`;
    await createViaApi(page, "/api/admin/activities", { type: "task", title });
    await openScreen(page, "/crm/activities", "Activities");
    const card = page.getByTestId("activity-card").first();
    await expect(card).toContainText(title);

    await page.keyboard.press("j");
    await expect(card).toHaveAttribute("aria-current", "true");
    await expect(card).toBeFocused();
    await page.keyboard.press("x");
    await expect(card.getByRole("checkbox", { name: `Select ${title}` })).toBeChecked();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Activity" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
  });

  test("audit log: Enter opens the row's details, as a click on their 'more' does", async ({ page }) => {
    const tag = uniqueTag();
    // Enough fields that the entry shows a few lines and keeps the rest behind "N more".
    await createViaApi(page, "/api/admin/contacts", {
      firstName: "Audit",
      lastName: `Keys${tag}`,
      email: `keys${tag}@example.com`,
      phone: "+1 555 0100",
      status: "customer",
      source: "Keyboard",
    });
    await openScreen(page, `/admin-tools/audit?action=contact.create&target=${tag}`, "Audit Log");
    const row = page.locator("tbody tr").first();
    await expect(row).toContainText(`Keys${tag}`);
    await page.keyboard.press("j");
    await expect(row).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Enter");
    await expect(row.locator("details")).toHaveAttribute("open", "");
  });
});
