// The trash (Admin Tools → Trash): a delete's toast offers Undo; the Trash
// screen finds deleted records by type and name, restores them (one, or a
// selection), and deletes them for good after asking.
import { expect, test, type Page } from "@playwright/test";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { createUserViaApi, createViaApi, deleteViaApi, getViaApi, uniqueTag } from "./helpers/api";
import { chooseOption, confirm, openScreen, toast } from "./helpers/screen";
import { open, SEED_PASSWORD, signInBeforeEach } from "./helpers/session";

const TRASH = "/admin-tools/trash";
const SEARCH = "Search the trash";
const admin = SEED_ACCOUNTS.admin;

const trashRows = (page: Page) => page.getByTestId("trash-row");

/** The trash's entries matching `search`, as the API lists them. */
function trashEntries(page: Page, search: string) {
  return getViaApi<{ recordId: string }[]>(page, `/api/admin/trash?search=${encodeURIComponent(search)}`);
}

test.describe("Trash", () => {
  signInBeforeEach("admin");

  test("a delete's toast offers Undo, which says it is restoring until the roadmap item is back", async ({ page }) => {
    const title = `Undo me ${uniqueTag()}`;
    await createViaApi(page, "/api/admin/roadmap", { title, order: 900_100 });
    await openScreen(page, "/content/roadmap", "Roadmap");
    const row = page.getByTestId("roadmap-row").filter({ hasText: title });

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(toast(page)).toContainText("Roadmap item deleted successfully");
    await expect(row).toHaveCount(0);
    // The restore is held until the toast has said so: a large batch takes seconds to come back.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/trash/restore", async (route) => {
      await released;
      await route.continue();
    });
    await toast(page).getByRole("button", { name: "Undo" }).click();
    const toasts = page.locator("[data-sonner-toast]");
    await expect(toasts.filter({ hasText: "Restoring…" })).toBeVisible();
    release();
    await expect(toasts.filter({ hasText: "Restored" })).toBeVisible();
    await expect(toasts.filter({ hasText: "Restoring…" })).toHaveCount(0);
    await expect(row).toHaveCount(1);
    expect(await trashEntries(page, title)).toEqual([]);
  });

  test("a delete that asks who the admin is names what it confirms, then ends as a first try does", async ({
    page,
  }) => {
    const title = `Q3 launch ${uniqueTag()}`;
    await createViaApi(page, "/api/admin/roadmap", { title, order: 900_101 });
    // A sign-in moments ago is a fresh proof, so the server would not ask: the first delete stands in for a session
    // confirmed long ago, and is answered as the server answers one (as e2e/csv-import.spec.ts does).
    let asked = 0;
    await page.route(
      (url) => url.pathname.startsWith("/api/admin/roadmap/"),
      async (route) => {
        if (route.request().method() !== "DELETE" || asked++ > 0) return route.continue();
        await route.fulfill({
          status: 401,
          contentType: "application/json",
          body: JSON.stringify({ error: "reauthentication_required", message: "Confirm it's you to continue" }),
        });
      },
    );
    await openScreen(page, "/content/roadmap", "Roadmap");
    const row = page.getByTestId("roadmap-row").filter({ hasText: title });
    await row.getByRole("button", { name: `Delete ${title}` }).click();

    const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
    await expect(stepUp).toContainText(`Confirm it's you to delete '${title}'`);
    await stepUp.getByLabel("Password").fill(SEED_PASSWORD);
    await stepUp.getByRole("button", { name: "Confirm" }).click();
    await expect(stepUp).toBeHidden();
    expect(asked).toBe(2);
    await expect(row).toHaveCount(0);
    // The retried delete ends as a first try does: its toast, its Undo, and the way to the Trash.
    await expect(toast(page)).toContainText("Roadmap item deleted successfully");
    await expect(toast(page).getByRole("button", { name: "Open Trash" })).toBeVisible();
    await toast(page).getByRole("button", { name: "Undo" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Restored" })).toBeVisible();
    await expect(row).toHaveCount(1);
  });

  test("a deleted contact is found by type and name on the Trash screen, restored, and back on its own screen", async ({
    page,
  }) => {
    const lastName = `Trashed${uniqueTag()}`;
    const name = `Tia ${lastName}`;
    await createViaApi(page, "/api/admin/contacts", { firstName: "Tia", lastName });
    await openScreen(page, `/crm/contacts?search=${lastName}`, "Contacts");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await confirm(page);
    await expect(toast(page)).toContainText("Contact Deleted");
    await expect(page.getByTestId("contact-row")).toHaveCount(0);

    // The delete's toast leads to the Trash.
    await toast(page).getByRole("button", { name: "Open Trash" }).click();
    await expect(page).toHaveURL(/\/admin-tools\/trash$/);
    await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
    await chooseOption(page, "Filter by type", "Contact");
    await expect(page).toHaveURL(/type=contact/);
    await page.getByRole("searchbox", { name: SEARCH }).fill(lastName);
    await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
    const row = trashRows(page).filter({ hasText: name });
    await expect(trashRows(page)).toHaveCount(1);
    await expect(page.getByText("1 record(s)")).toBeVisible();
    await expect(row).toContainText("Contact");
    await expect(row).toContainText(`${admin.firstName} ${admin.lastName}`);
    // The panel's one date format (lib/format.ts): the moment of deletion in the long form, the purge day in the
    // short one, and the zone named once on the page rather than after each date.
    await expect(row.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)).toHaveCount(1);
    await expect(row.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toHaveCount(1);
    await expect(page.getByText(/UTC/)).toHaveText(["Dates and times are shown in UTC."]);

    // Another type finds nothing.
    await chooseOption(page, "Filter by type", "Deal");
    await expect(page.getByText("The trash is empty")).toBeVisible();
    await chooseOption(page, "Filter by type", "All Types");
    await expect(row).toHaveCount(1);

    // Its label shows, not an icon alone; the name adds the record for a screen reader.
    await expect(row.getByRole("button", { name: `Restore ${name}` })).toHaveText("Restore");
    await row.getByRole("button", { name: `Restore ${name}` }).click();
    await expect(toast(page)).toContainText("Restored");
    await expect(toast(page)).toContainText("1 record(s) are back.");
    await expect(row).toHaveCount(0);
    await expect(page.getByText("The trash is empty")).toBeVisible();

    await openScreen(page, `/crm/contacts?search=${lastName}`, "Contacts");
    await expect(page.getByTestId("contact-row").filter({ hasText: name })).toHaveCount(1);
  });

  test("Delete Forever asks first, then the entry is gone from the trash", async ({ page }) => {
    const name = `Forever ${uniqueTag()}`;
    const company = await createViaApi(page, "/api/admin/companies", { name });
    await deleteViaApi(page, `/api/admin/companies/${company.id}`);
    // The command palette knows the screen (Admin Tools group).
    await page.locator("button[data-listening]").waitFor();
    await page.keyboard.press("Control+K");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette.getByRole("combobox")).toBeFocused();
    await page.keyboard.type("trash");
    await palette.getByRole("option", { name: /^Trash/ }).click();
    await expect(page).toHaveURL(/\/admin-tools\/trash$/);
    await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
    await page.getByRole("searchbox", { name: SEARCH }).fill(name);
    const row = trashRows(page).filter({ hasText: name });
    await expect(row).toContainText("Company");

    // Cancel keeps it.
    await row.getByRole("button", { name: `Delete ${name} forever` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Forever?" });
    await expect(dialog).toContainText(`"${name}" will be deleted for good and cannot be restored.`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: `Delete ${name} forever` }).click();
    await confirm(page, "Delete Forever");
    await expect(toast(page)).toContainText("Deleted forever");
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("The trash is empty")).toBeVisible();
    expect(await trashEntries(page, name)).toEqual([]);
  });

  test("a purchase whose user is in the trash cannot come back alone; selected together, both do", async ({ page }) => {
    const tag = uniqueTag();
    const user = await createUserViaApi(page, { firstName: "Buyer" });
    const item = await createViaApi(page, "/api/admin/shop", {
      name: `Trash item ${tag}`,
      description: "An e2e item",
      price: "$1.00",
      category: "E2E Books",
      hasBonuses: false,
    });
    const purchase = await createViaApi(page, "/api/admin/library", { userId: user.id, shopItemId: item.id });
    await deleteViaApi(page, `/api/admin/library/${purchase.id}`);
    await deleteViaApi(page, "/api/admin/users", { userIds: [user.id] });

    await openScreen(page, `${TRASH}?search=${user.lastName}`, "Trash");
    const purchaseRow = trashRows(page).filter({ hasText: `Trash item ${tag}` });
    const userRow = trashRows(page).filter({ hasText: user.email });
    await expect(trashRows(page)).toHaveCount(2);
    await expect(purchaseRow).toContainText("Purchase");
    await expect(userRow).toContainText("User");

    // Alone, the purchase is refused with the server's reason, and stays.
    await purchaseRow.getByRole("button", { name: /^Restore / }).click();
    await expect(toast(page)).toContainText("cannot come back without its user: restore the user first");
    await expect(trashRows(page)).toHaveCount(2);

    await page.getByRole("checkbox", { name: "Select all deleted records on this page" }).check();
    await page.getByRole("button", { name: "Restore Selected (2)" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "2 record(s) are back." })).toBeVisible();
    await expect(trashRows(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Restore Selected/ })).toBeHidden();

    await open(page, `/content/library`);
    await page.getByPlaceholder("Search by user name, email, handle, ID or item...").fill(user.lastName);
    await expect(page.getByTestId("purchase-row").filter({ hasText: `Trash item ${tag}` })).toHaveCount(1);
  });
});
