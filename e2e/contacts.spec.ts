import { expect, test, type Page } from "@playwright/test";
import { open, reload, signInAsAdmin, toast } from "./helpers";

const SEARCH = "Search by name, email, or phone...";

function uniqueTag() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A company made through the API as the signed-in admin. */
async function createCompany(page: Page, name: string) {
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/admin/companies", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { name },
  );
  expect(status).toBe(201);
}

test.describe("Contacts", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page, "admin");
  });

  test("add a contact linked to a company, find it by search and status in the URL, edit it and delete it", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const company = `Globex ${tag}`;
    const lastName = `Lovelace${tag}`;
    const fullName = `Ada ${lastName}`;
    const email = `ada.${tag}@example.test`;
    const phone = `+1 555 ${String(Date.now()).slice(-7)}`;
    await createCompany(page, company);

    await open(page, "/crm/contacts");
    await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ contact\(s\)$/)).toBeVisible();

    await page.getByRole("button", { name: "Add Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Contact" });
    await dialog.getByLabel("First name").fill("Ada");
    await dialog.getByLabel("Last name").fill(lastName);
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await dialog.getByLabel("Email").fill(email);
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await dialog.getByLabel("Phone").fill(phone);
    await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Lead");
    // The company picker searches the server.
    await dialog.getByRole("combobox", { name: "Company" }).click();
    await page.getByPlaceholder("Search companies...").fill(company);
    await page.getByRole("option", { name: company }).click();
    await expect(dialog.getByRole("combobox", { name: "Company" })).toHaveText(company);
    await dialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Customer" }).click();
    await dialog.getByLabel("Source").fill("referral");
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expect(toast(page)).toContainText("Contact Created");
    await expect(dialog).toBeHidden();

    // Case-insensitive, on the server, kept in the URL.
    const rows = page.getByTestId("contact-row");
    await page.getByPlaceholder(SEARCH).fill(email.toUpperCase());
    await expect(page).toHaveURL(/search=ADA/);
    await expect(rows).toHaveCount(1);
    await expect(page.getByText("1 contact(s)")).toBeVisible();
    for (const text of [fullName, email, phone, company, "Customer", "referral"])
      await expect(rows.first()).toContainText(text);

    await chooseFilter(page, "Filter by status", "Leads");
    await expect(page).toHaveURL(/status=lead/);
    await expect(page.getByText("No contacts found")).toBeVisible();
    await chooseFilter(page, "Filter by status", "Customers");
    await expect(page).toHaveURL(/status=customer/);
    await expect(rows).toHaveCount(1);

    await reload(page);
    await expect(page.getByPlaceholder(SEARCH)).toHaveValue(email.toUpperCase());
    await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveText("Customers");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(fullName);

    // The phone is searched too.
    await page.getByPlaceholder(SEARCH).fill(phone.slice(-7));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(fullName);

    await rows
      .first()
      .getByRole("button", { name: `Edit ${fullName}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Contact" });
    await expect(edit.getByLabel("Last name")).toHaveValue(lastName);
    await expect(edit.getByRole("combobox", { name: "Company" })).toHaveText(company);
    await edit.getByRole("combobox", { name: "Company" }).click();
    await page.getByRole("option", { name: "No company" }).click();
    await edit.getByLabel("Source").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Contact Updated");
    await expect(edit).toBeHidden();
    // Blanks show a dash (Source shows from the 2xl breakpoint: look on a wide screen).
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(rows.first().getByRole("cell").nth(3)).toHaveText("-");
    await expect(rows.first().getByRole("cell").nth(5)).toHaveText("-");

    await rows
      .first()
      .getByRole("button", { name: `Delete ${fullName}` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this contact? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page)).toContainText("Contact Deleted");
    await expect(page.getByText("No contacts found")).toBeVisible();
    await expect(page.getByText("0 contact(s)")).toBeVisible();
  });
});
