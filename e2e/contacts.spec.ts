import { expect, test } from "@playwright/test";
import { createViaApi, uniqueTag } from "./helpers/api";
import { chooseOption, confirm, openScreen, pickByEnter, pickViaSearch, toast } from "./helpers/screen";
import { reload, signInBeforeEach } from "./helpers/session";

const SEARCH = "Search by name, email, or phone...";
const COMPANY_PICKER = { name: "Company", placeholder: "Search companies..." };

test.describe("Contacts", () => {
  signInBeforeEach("admin");

  test("add a contact linked to a company, find it by search and status in the URL, edit it and delete it", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const company = `Globex ${tag}`;
    const lastName = `Lovelace${tag}`;
    const fullName = `Ada ${lastName}`;
    const email = `ada.${tag}@example.test`;
    const phone = `+1 555 ${String(Date.now()).slice(-7)}`;
    await createViaApi(page, "/api/admin/companies", { name: company });

    await openScreen(page, "/crm/contacts", "Contacts");
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
    await pickViaSearch(page, dialog, { name: "Company", placeholder: "Search companies..." }, company, company);
    await expect(dialog.getByRole("combobox", { name: "Company" })).toHaveText(company);
    await chooseOption(page, "Status", "Customer", dialog);
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

    await chooseOption(page, "Filter by status", "Leads");
    await expect(page).toHaveURL(/status=lead/);
    await expect(page.getByText("No contacts found")).toBeVisible();
    await chooseOption(page, "Filter by status", "Customers");
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
    await chooseOption(page, "Company", "No company", edit);
    await edit.getByLabel("Source").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Contact Updated");
    await expect(edit).toBeHidden();
    // Blanks show a dash (Source shows from the 2xl breakpoint: look on a wide screen); the selection checkbox comes first.
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(rows.first().getByRole("cell").nth(4)).toHaveText("-");
    await expect(rows.first().getByRole("cell").nth(6)).toHaveText("-");

    await rows
      .first()
      .getByRole("button", { name: `Delete ${fullName}` })
      .click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "Are you sure you want to delete this contact? This action cannot be undone.",
    );
    await confirm(page);
    await expect(toast(page)).toContainText("Contact Deleted");
    await expect(page.getByText("No contacts found")).toBeVisible();
    await expect(page.getByText("0 contact(s)")).toBeVisible();
  });

  test("the company picker highlights the first match as one types; Enter chooses the highlighted entry", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const company = `Crooks ${tag}`;
    const lastName = `Picker${tag}`;
    await createViaApi(page, "/api/admin/companies", { name: company });
    await openScreen(page, "/crm/contacts", "Contacts");
    await page.getByRole("button", { name: "Add Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Contact" });
    await dialog.getByLabel("First name").fill("Ed");
    await dialog.getByLabel("Last name").fill(lastName);

    // Typing a name and pressing Enter chose "No company", the entry highlighted before the answer came.
    await pickByEnter(page, dialog, COMPANY_PICKER, company, company);

    // "No company" is chosen when it is the highlighted entry (it is left out while searching).
    const picker = dialog.getByRole("combobox", { name: "Company" });
    await picker.click();
    const search = page.getByPlaceholder(COMPANY_PICKER.placeholder);
    await search.fill(tag);
    await expect(page.getByRole("option", { name: company })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("option", { name: "No company" })).toHaveCount(0);
    await search.clear();
    await expect(page.getByRole("option", { name: "No company" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(picker).toHaveText("No company");

    await pickByEnter(page, dialog, COMPANY_PICKER, company, company);
    // Opened again, the current choice is highlighted when listed; Escape keeps it.
    await picker.click();
    await expect(page.getByRole("option", { name: company })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(picker).toHaveText(company);
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expect(toast(page)).toContainText("Contact Created");
    await page.getByPlaceholder(SEARCH).fill(lastName);
    await expect(page.getByTestId("contact-row")).toHaveCount(1);
    await expect(page.getByTestId("contact-row").first()).toContainText(company);
  });
});
