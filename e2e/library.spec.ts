import { expect, test, type Page } from "@playwright/test";
import { createUserViaApi, createViaApi, uniqueTag } from "./helpers/api";
import { confirm, openScreen, pickViaSearch, toast } from "./helpers/screen";
import { open, reload, signInBeforeEach } from "./helpers/session";

const SEARCH = "Search by user name, email, handle, ID or item...";
const USER_PICKER = { name: "User", placeholder: "Search by name, email, handle or ID..." };
const ITEM_PICKER = { name: "Shop Item", placeholder: "Search by name or category..." };

/** A shop item made through the API as the signed-in admin. */
const createShopItem = (page: Page, name: string, hasBonuses: boolean) =>
  createViaApi(page, "/api/admin/shop", {
    name,
    description: "An e2e item",
    price: "$4.99",
    category: "E2E Books",
    hasBonuses,
  });

test.describe("Library", () => {
  signInBeforeEach("admin");

  test("add a purchase with both pickers, release its bonuses once, and delete it at once", async ({ page }) => {
    const tag = uniqueTag();
    const item = `Bonus Pack ${tag}`;
    await openScreen(page, "/content/library", "Library");
    const user = await createUserViaApi(page, { firstName: "Libby" });
    await createShopItem(page, item, true);

    await page.getByRole("button", { name: "Add Purchase" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Purchase" });
    // Both pickers search the server: the user by handle-free email, the item by name (shown with category and price).
    await pickViaSearch(page, dialog, USER_PICKER, user.email, new RegExp(user.lastName));
    await expect(dialog.getByRole("combobox", { name: "User" })).toHaveText(`Libby ${user.lastName}`);
    await dialog.getByRole("combobox", { name: ITEM_PICKER.name }).click();
    await page.getByPlaceholder(ITEM_PICKER.placeholder).fill(item);
    await expect(page.getByRole("option", { name: item })).toContainText("E2E Books · $4.99");
    await page.getByRole("option", { name: item }).click();
    await dialog.getByRole("button", { name: "Add Purchase" }).click();
    await expect(toast(page)).toContainText("User purchase created successfully");
    await expect(dialog).toBeHidden();

    // Searched on the server, kept in the URL.
    const rows = page.getByTestId("purchase-row");
    await page.getByPlaceholder(SEARCH).fill(user.lastName.toUpperCase());
    await expect(page).toHaveURL(/search=/);
    await expect(rows).toHaveCount(1);
    await expect(page.getByText("1 purchase(s)")).toBeVisible();
    await expect(rows.first()).toContainText(item);
    await expect(rows.first()).toContainText(`Libby ${user.lastName}`);

    await rows
      .first()
      .getByRole("button", { name: /Release Bonuses/ })
      .click();
    await expect(toast(page)).toContainText("Bonuses released successfully");
    await expect(rows.first()).toContainText("Bonuses Released");
    await expect(rows.first().getByRole("button", { name: /Release Bonuses/ })).toHaveCount(0);
    await reload(page);
    await expect(page.getByPlaceholder(SEARCH)).toHaveValue(user.lastName.toUpperCase());
    await expect(rows.first()).toContainText("Bonuses Released");

    // SPEC §4: a single library delete acts at once.
    await rows
      .first()
      .getByRole("button", { name: /^Delete / })
      .click();
    await expect(toast(page)).toContainText("User purchase deleted successfully");
    await expect(page.getByText("No user purchases found. Add purchases to populate the library.")).toBeVisible();
  });

  test("edit a purchase's item, and bulk delete selected purchases after confirmation", async ({ page }) => {
    const tag = uniqueTag();
    await open(page, "/content/library");
    const user = await createUserViaApi(page, { firstName: "Bulk" });
    const plain = await createShopItem(page, `Plain ${tag}`, false);
    await createShopItem(page, `Swapped ${tag}`, true);
    for (let purchase = 0; purchase < 2; purchase++)
      await createViaApi(page, "/api/admin/library", { userId: user.id, shopItemId: plain.id });

    const rows = page.getByTestId("purchase-row");
    await page.getByPlaceholder(SEARCH).fill(user.lastName);
    await expect(rows).toHaveCount(2);
    // An item without bonuses offers no release.
    await expect(rows.getByRole("button", { name: /Release Bonuses/ })).toHaveCount(0);

    await rows
      .first()
      .getByRole("button", { name: /^Edit / })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Purchase" });
    await expect(dialog.getByRole("combobox", { name: "Shop Item" })).toHaveText(`Plain ${tag}`);
    await pickViaSearch(page, dialog, ITEM_PICKER, `Swapped ${tag}`, `Swapped ${tag}`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("User purchase updated successfully");
    await expect(rows.filter({ hasText: `Swapped ${tag}` })).toHaveCount(1);
    await expect(
      rows.filter({ hasText: `Swapped ${tag}` }).getByRole("button", { name: /Release Bonuses/ }),
    ).toBeVisible();

    await page.getByRole("checkbox", { name: "Select all purchases on this page" }).click();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await confirm(page);
    await expect(toast(page)).toContainText("Purchases deleted successfully");
    await expect(rows).toHaveCount(0);
    await expect(page.getByText("No user purchases found. Add purchases to populate the library.")).toBeVisible();
  });
});
