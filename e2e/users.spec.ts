import { expect, test } from "@playwright/test";
import { createUserViaApi } from "./helpers/api";
import { chooseOption, confirm, openScreen, toast } from "./helpers/screen";
import { open, reload, signInBeforeEach } from "./helpers/session";

test.describe("Users", () => {
  signInBeforeEach("superadmin");

  test("search and filters run on the server and live in the URL", async ({ page }) => {
    await openScreen(page, "/users", "Users");
    await expect(page.getByText(/\d+ users found/)).toBeVisible();

    await page.getByPlaceholder("Search by name, email, or ID...").fill("user@EXAMPLE.com");
    await expect(page).toHaveURL(/search=user%40EXAMPLE.com/);
    await expect(page.getByText("1 users found")).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(page.locator("tbody tr").first()).toContainText("@user");

    await reload(page);
    await expect(page.getByPlaceholder("Search by name, email, or ID...")).toHaveValue("user@EXAMPLE.com");
    await expect(page.getByText("1 users found")).toBeVisible();

    await page.getByPlaceholder("Search by name, email, or ID...").fill("");
    await chooseOption(page, "Filter by role", "Admin");
    await expect(page).toHaveURL(/role=admin/);
    const rows = page.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row.getByText(/^(Admin|Superadmin)$/)).toBeVisible();

    await chooseOption(page, "Filter by status", "Banned");
    await expect(page).toHaveURL(/status=banned/);
    await chooseOption(page, "Filter by role", "All Roles");
    await expect(rows.first().getByText("Banned")).toBeVisible();

    await page.getByPlaceholder("Search by name, email, or ID...").fill("no-such-user-anywhere");
    await expect(page.getByText("No users found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(page).toHaveURL(/search=no-such-user-anywhere/);

    // A link from outside (the sidebar) clears the filters, and the search box follows it.
    await page.getByRole("link", { name: "Users", exact: true }).first().click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByPlaceholder("Search by name, email, or ID...")).toHaveValue("");
    await expect(page.getByText(/\d+ users found/)).toBeVisible();
    // Longer than the typing delay: nothing writes the old search back.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/users$/);
  });

  test("creating a user with a taken email says so; a new email creates the user", async ({ page }) => {
    await open(page, "/users");
    await page.getByRole("button", { name: "Create User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    await dialog.getByLabel("First name").fill("Dup");
    await dialog.getByLabel("Last name").fill("Licate");
    await dialog.getByLabel("Email").fill("admin@example.com");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page)).toContainText("This email is already in use.");
    // The conflict is also shown under its field.
    await expect(dialog.getByText("This email is already in use.")).toBeVisible();

    const email = `created.${Date.now()}@example.test`;
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page)).toContainText("User Created");
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder("Search by name, email, or ID...").fill(email);
    await expect(page.locator("tbody tr")).toHaveCount(1);
  });

  test("the create form checks its fields before sending", async ({ page }) => {
    await open(page, "/users");
    await page.getByRole("button", { name: "Create User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Valid email is required")).toBeVisible();
  });

  test("ban a user, then delete them and land back on /users", async ({ page }) => {
    const user = await createUserViaApi(page);
    await open(page, `/users/${user.id}`);
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete User" })).toHaveCount(0);

    await page.getByRole("button", { name: "Ban User" }).click();
    await confirm(page, "Ban User");
    await expect(toast(page)).toContainText("User Banned");
    await expect(page.getByText("Banned", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByRole("alertdialog", { name: "Permanently Delete User?" })).toBeVisible();
    await confirm(page, "Delete User");
    await expect(page).toHaveURL(/\/users$/);
    await expect(toast(page)).toContainText("User Deleted");
    await open(page, `/users/${user.id}`);
    await expect(page.getByRole("heading", { name: "User Not Found" })).toBeVisible();
  });

  test("change a user's id from the row actions", async ({ page }) => {
    const user = await createUserViaApi(page);
    await open(page, `/users?search=${encodeURIComponent(user.email)}`);
    await page.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Change User ID" }).click();
    const dialog = page.getByRole("dialog", { name: "Change User ID" });
    await dialog.getByLabel("New user ID").fill("bad id!");
    await dialog.getByRole("button", { name: "Change ID" }).click();
    await expect(dialog.getByText("User ID can only contain letters, numbers, hyphens, and underscores")).toBeVisible();

    const newId = `renamed_${Date.now()}`;
    await dialog.getByLabel("New user ID").fill(newId);
    await dialog.getByRole("button", { name: "Change ID" }).click();
    await expect(toast(page)).toContainText("User ID Changed");
    await open(page, `/users/${newId}`);
    await expect(page.getByText(user.email)).toBeVisible();
  });

  test("select all matching users and delete them in one go", async ({ page }) => {
    const first = await createUserViaApi(page, { firstName: "Bulkdel" });
    await createUserViaApi(page, { firstName: "Bulkdel" });
    await open(page, "/users?search=Bulkdel");
    await expect(page.locator("tbody tr")).toHaveCount(2);
    await page.getByRole("checkbox", { name: "Select all users on this page" }).click();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await confirm(page);
    await expect(toast(page)).toContainText("Users Deleted");
    await expect(page.getByText("No users found")).toBeVisible();
    await open(page, `/users/${first.id}`);
    await expect(page.getByRole("heading", { name: "User Not Found" })).toBeVisible();
  });
});
