// Two admins at once (docs/decisions/record-versions.md): a save made against a
// record another admin has changed since asks first, showing their values beside
// yours; Overwrite keeps yours, Reload keeps theirs; a board move keeps the rest.
import { expect, test, type Page } from "@playwright/test";
import { createUserViaApi, createViaApi, patchViaApi, uniqueTag } from "./helpers/api";
import { dealColumn } from "./helpers/deals-board";
import { chooseOption, openScreen, toast } from "./helpers/screen";
import { open, otherAdmin, signInBeforeEach } from "./helpers/session";

const conflictDialog = (page: Page) => page.getByRole("alertdialog", { name: "Changed by someone else" });

test.describe("Two admins editing one record", () => {
  signInBeforeEach("admin");

  test("a contact saved over another admin's change asks first; Overwrite keeps yours", async ({ page, browser }) => {
    const lastName = `Conflict${uniqueTag()}`;
    const contact = await createViaApi(page, "/api/admin/contacts", {
      firstName: "Ada",
      lastName,
      phone: "+1 555 0100",
    });
    await openScreen(page, `/crm/contacts?search=${lastName}`, "Contacts");
    await page.getByRole("button", { name: `Edit Ada ${lastName}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Contact" });
    await expect(edit.getByLabel("Last name")).toHaveValue(lastName);

    const other = await otherAdmin(browser);
    await patchViaApi(other, `/api/admin/contacts/${contact.id}`, { phone: "+1 555 0199" });

    await edit.getByLabel("Phone").fill("+1 555 0142");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    const conflict = conflictDialog(page);
    await expect(conflict).toContainText(/changed this record at .+, after you opened it/);
    const phone = conflict.getByRole("row", { name: /Phone/ });
    await expect(phone).toContainText("+1 555 0199");
    await expect(phone).toContainText("+1 555 0142");
    await conflict.getByRole("button", { name: "Overwrite" }).click();

    await expect(toast(page)).toContainText("Contact Updated");
    await expect(edit).toBeHidden();
    await expect(page.getByTestId("contact-row").first()).toContainText("+1 555 0142");
    await other.context().close();
  });

  test("a stale deal edit can be dropped: Reload closes the form and shows the other admin's value", async ({
    page,
    browser,
  }) => {
    const title = `Reload ${uniqueTag()}`;
    const deal = await createViaApi(page, "/api/admin/deals", { title, value: "1500.00", probability: 40 });
    await open(page, "/crm/deals");
    const card = page.getByTestId("deal-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await card.getByRole("button", { name: "Edit Details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Deal" });
    await expect(edit.getByLabel("Title")).toHaveValue(title);

    const other = await otherAdmin(browser);
    await patchViaApi(other, `/api/admin/deals/${deal.id}`, { value: "2500.00" });

    await edit.getByLabel("Probability").fill("55");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    const conflict = conflictDialog(page);
    await expect(conflict.getByRole("row", { name: /Value/ })).toContainText("2500.00");
    await conflict.getByRole("button", { name: "Reload" }).click();

    await expect(conflict).toBeHidden();
    await expect(edit).toBeHidden();
    await expect(card).toContainText("$2,500.00");
    await expect(page.getByText("Failed to update")).toHaveCount(0);
    await other.context().close();
  });

  test("a move on a stale board changes the stage alone and keeps another admin's edit", async ({ page, browser }) => {
    const title = `Stale board ${uniqueTag()}`;
    const deal = await createViaApi(page, "/api/admin/deals", { title, value: "1500.00", probability: 40 });
    await open(page, "/crm/deals");
    await expect(dealColumn(page, "lead").getByRole("heading", { name: title })).toBeVisible();

    const other = await otherAdmin(browser);
    const renamed = `${title} renamed`;
    await patchViaApi(other, `/api/admin/deals/${deal.id}`, { title: renamed, value: "777.00" });

    const card = page.getByTestId("deal-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await chooseOption(page, `Stage of ${title}`, "Qualified", card);
    await expect(toast(page)).toContainText("Deal updated");
    const moved = dealColumn(page, "qualified")
      .getByTestId("deal-card")
      .filter({ has: page.getByRole("heading", { name: renamed, exact: true }) });
    await expect(moved).toContainText("$777.00");
    await other.context().close();
  });

  test("a shop item saved over another admin's price keeps theirs on Reload", async ({ page, browser }) => {
    const name = `Conflict item ${uniqueTag()}`;
    const item = await createViaApi(page, "/api/admin/shop", { name, description: "Two admins", price: "$5" });
    await openScreen(page, `/content/shop?search=${encodeURIComponent(name)}`, "Shop");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Shop Item" });
    await expect(edit.getByLabel("Price")).toHaveValue("$5");

    const other = await otherAdmin(browser);
    await patchViaApi(other, `/api/admin/shop/${item.id}`, { price: "$7" });

    await edit.getByLabel("Category").fill("Guides");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    const conflict = conflictDialog(page);
    await expect(conflict.getByRole("row", { name: /Price/ })).toContainText("$7");
    await conflict.getByRole("button", { name: "Reload" }).click();

    await expect(edit).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("$7");
    await expect(row).toContainText("Uncategorized");
    await other.context().close();
  });

  test("a user's id changed after another admin banned them asks first; Overwrite changes it", async ({
    page,
    browser,
  }) => {
    const user = await createUserViaApi(page);
    await open(page, `/users?search=${encodeURIComponent(user.email)}`);
    await page.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Change User ID" }).click();
    const dialog = page.getByRole("dialog", { name: "Change User ID" });

    const other = await otherAdmin(browser);
    await patchViaApi(other, `/api/admin/users/${user.id}`, { isBanned: true });

    const newId = `conflict_${Date.now()}`;
    await dialog.getByLabel("New user ID").fill(newId);
    await dialog.getByRole("button", { name: "Change ID" }).click();
    await conflictDialog(page).getByRole("button", { name: "Overwrite" }).click();
    await expect(toast(page)).toContainText("User ID Changed");
    await open(page, `/users/${newId}`);
    await expect(page.getByText(user.email)).toBeVisible();
    await other.context().close();
  });
});
