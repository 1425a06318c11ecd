import { expect, test, type Page } from "@playwright/test";
import { open, signInAsAdmin } from "./helpers";

const SEARCH = "Search by name or category...";
const ACTIVE_HINT = "Fill all required fields (Name, Description, Price) to activate";

function uniqueTag() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const toastWith = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A shop item made through the API as the signed-in admin. */
async function createItem(page: Page, body: Record<string, unknown>) {
  const status = await page.evaluate(async (item) => {
    const response = await fetch("/api/admin/shop", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(item) });
    return response.status;
  }, body);
  expect(status).toBe(201);
}

test.describe("Shop", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page, "admin");
  });

  test("add an item under the Active switch rule, then edit it", async ({ page }) => {
    const tag = uniqueTag();
    const name = `Course ${tag}`;
    await open(page, "/content/shop");
    await expect(page.getByRole("heading", { name: "Shop", level: 1 })).toBeVisible();

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

    await rows.first().getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Shop Item" });
    await expect(edit.getByLabel("Name")).toHaveValue(name);
    await expect(edit.getByTestId("bonus-files")).toContainText("No bonus files yet.");
    await expect(edit.getByRole("button", { name: "Add Files" })).toBeDisabled();
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
    for (const suffix of ["a", "b", "c"]) await createItem(page, { name: `Bulk ${tag} ${suffix}`, description: "D", price: "Free", order: 1 });
    const rows = page.getByTestId("shop-row");
    await page.getByPlaceholder(SEARCH).fill(tag);
    await expect(rows).toHaveCount(3);

    // SPEC §4: a single delete acts at once.
    await page.getByRole("button", { name: `Delete Bulk ${tag} c` }).click();
    await expect(toastWith(page, "Shop item deleted successfully")).toBeVisible();
    await expect(rows).toHaveCount(2);

    await page.getByRole("checkbox", { name: "Select all shop items on this page" }).click();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete 2 shop item(s)?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toastWith(page, "Shop items deleted successfully")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("No shop items found. Create your first shop item to get started.")).toBeVisible();
  });
});
