import { expect, test } from "@playwright/test";
import { uniqueTag } from "./helpers/api";
import { chooseOption, confirm, openScreen, toast } from "./helpers/screen";
import { reload, signInBeforeEach } from "./helpers/session";

const SEARCH = "Search by name, industry, or website...";

test.describe("Companies", () => {
  signInBeforeEach("admin");

  test("add a company, find it by search and size in the URL, edit it and delete it", async ({ page }) => {
    const tag = uniqueTag();
    const name = `Acme ${tag}`;
    const website = `https://acme-${tag}.example.com`;
    await openScreen(page, "/crm/companies", "Companies");
    await expect(page.getByText("Manage your client companies and organizations")).toBeVisible();

    await page.getByRole("button", { name: "Add Company" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Company" });
    await dialog.getByRole("button", { name: "Add Company" }).click();
    await expect(dialog.getByText("Company name is required")).toBeVisible();
    await dialog.getByLabel("Company name").fill(name);
    await expect(dialog.getByLabel("Website")).toHaveAttribute("type", "url");
    await dialog.getByLabel("Website").fill(website);
    await dialog.getByLabel("Industry").fill("Robotics");
    await chooseOption(page, "Size", "Medium (51-200)", dialog);
    await dialog.getByRole("button", { name: "Add Company" }).click();
    await expect(toast(page)).toContainText("Company Created");
    await expect(dialog).toBeHidden();

    // Case-insensitive, on the server, kept in the URL.
    const rows = page.getByTestId("company-row");
    await page.getByPlaceholder(SEARCH).fill(`acme ${tag.toUpperCase()}`);
    await expect(page).toHaveURL(/search=acme/);
    await expect(rows).toHaveCount(1);
    await expect(page.getByText("1 company(ies)")).toBeVisible();
    const row = rows.first();
    await expect(row).toContainText(name);
    await expect(row).toContainText("Robotics");
    await expect(row).toContainText("Medium (51-200)");
    const link = row.getByRole("link");
    await expect(link).toHaveAttribute("href", website);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");

    await chooseOption(page, "Filter by size", "Small");
    await expect(page).toHaveURL(/size=small/);
    await expect(page.getByText("No companies found")).toBeVisible();
    await chooseOption(page, "Filter by size", "Medium");
    await expect(page).toHaveURL(/size=medium/);
    await expect(rows).toHaveCount(1);

    await reload(page);
    await expect(page.getByPlaceholder(SEARCH)).toHaveValue(`acme ${tag.toUpperCase()}`);
    await expect(page.getByRole("combobox", { name: "Filter by size" })).toHaveText("Medium");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);

    // The website is searched too.
    await page.getByPlaceholder(SEARCH).fill(`acme-${tag}.example`);
    await expect(page).toHaveURL(/search=acme-/);
    await expect(rows).toHaveCount(1);

    await rows
      .first()
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Company" });
    await expect(edit.getByLabel("Company name")).toHaveValue(name);
    await expect(edit.getByLabel("Website")).toHaveValue(website);
    await edit.getByLabel("Industry").fill("Aerospace");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Company Updated");
    await expect(edit).toBeHidden();
    await expect(rows.first()).toContainText("Aerospace");

    await rows
      .first()
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "Are you sure you want to delete this company? It moves to the Trash; you can restore it from Admin Tools → Trash.",
    );
    await confirm(page);
    await expect(toast(page)).toContainText("Company Deleted");
    await expect(page.getByText("No companies found")).toBeVisible();
  });
});
