import { expect, test } from "@playwright/test";
import { createUserViaApi, createViaApi, uniqueTag } from "./helpers/api";
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
    // Visible: below sm the user cell repeats role and status, hidden above it. An admin's badge names their role
    // (Admin, Superadmin, the seeded Moderator and Viewer, or a custom role another spec gives): never User.
    for (const row of await rows.all())
      await expect(row.getByText("User", { exact: true }).filter({ visible: true })).toHaveCount(0);

    await chooseOption(page, "Filter by status", "Banned");
    await expect(page).toHaveURL(/status=banned/);
    await chooseOption(page, "Filter by role", "All Roles");
    await expect(rows.first().getByText("Banned").filter({ visible: true })).toBeVisible();

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

  test("a user's page wraps a long email between its parts, never mid-word, and not at all where it fits", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const email = `maximiliana.vandenberghe-oppenheimer.${tag}@example-cooperative.org`;
    const user = await createViaApi(page, "/api/admin/users", { firstName: "Maximiliana", lastName: tag, email });
    const field = page.locator("dd").filter({ hasText: email });
    /** How many lines the address takes, and how many of its parts (text between break points) were split. */
    const layout = () =>
      field.evaluate((element) => {
        const texts = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
        const rects = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()].filter((rect) => rect.width > 0);
        };
        return {
          lines: new Set(texts.flatMap((node) => rects(node).map((rect) => Math.round(rect.top)))).size,
          splitParts: texts.filter((node) => rects(node).length > 1).map((node) => node.textContent),
        };
      });
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, `/users/${user.id}`);
    expect((await layout()).splitParts).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(async () => (await layout()).lines).toBeGreaterThan(1);
    expect((await layout()).splitParts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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

    const ban = page.getByRole("button", { name: "Ban User" });
    const banWasAt = (await ban.boundingBox())!;
    await ban.click();
    await expect(page.getByRole("alertdialog", { name: "Ban User?" })).toContainText(`(${user.email})`);
    await confirm(page, "Ban User");
    await expect(toast(page)).toContainText("User Banned");
    await expect(page.getByText("Banned", { exact: true })).toBeVisible();

    // Delete appears in the Danger Zone, never under the pointer that just pressed Ban.
    const remove = page.getByRole("region", { name: "Danger Zone" }).getByRole("button", { name: "Delete User" });
    await expect(remove).toBeVisible();
    const deleteAt = (await remove.boundingBox())!;
    const overlaps =
      deleteAt.x < banWasAt.x + banWasAt.width &&
      banWasAt.x < deleteAt.x + deleteAt.width &&
      deleteAt.y < banWasAt.y + banWasAt.height &&
      banWasAt.y < deleteAt.y + deleteAt.height;
    expect(overlaps, "Delete User where Ban User was").toBe(false);
    await expect(page.getByRole("button", { name: "Unban User" })).toBeVisible();

    await remove.click();
    await expect(page.getByRole("alertdialog", { name: "Permanently Delete User?" })).toContainText(`(${user.email})`);
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
    await expect(dialog).toContainText(`(${user.email})`);
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

  test("the row menu bans and unbans a user, its confirmation naming them by name and email", async ({ page }) => {
    const user = await createUserViaApi(page, { firstName: "Rowban" });
    const named = `Rowban ${user.lastName} (${user.email})`;
    await open(page, `/users?search=${encodeURIComponent(user.email)}`);
    const row = page.locator("tbody tr");
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Ban User" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Ban User?" });
    await expect(dialog).toContainText(named);
    await confirm(page, "Ban User");
    await expect(toast(page)).toContainText("User Banned");
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Banned", { exact: true }).filter({ visible: true })).toBeVisible();

    await row.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Unban User" }).click();
    await expect(page.getByRole("alertdialog", { name: "Unban User?" })).toContainText(named);
    await confirm(page, "Unban User");
    await expect(toast(page)).toContainText("User Unbanned");
    await expect(row.getByText("Active", { exact: true }).filter({ visible: true })).toBeVisible();

    // The server refuses to ban a superadmin or oneself: the menu does not offer it.
    await open(page, "/users?search=superadmin%40example.com");
    await page.getByRole("button", { name: /Actions for/ }).click();
    await expect(page.getByRole("menuitem", { name: "Ban User" })).toBeDisabled();
  });

  test("a row opens its user: a click anywhere on it, its name a real link for a new tab, its controls their own", async ({
    page,
    context,
  }) => {
    const user = await createUserViaApi(page, { firstName: "Rowlink" });
    const list = `/users?search=${encodeURIComponent(user.email)}`;
    const details = `/users/${encodeURIComponent(user.id)}`;
    await open(page, list);
    const row = page.locator("tbody tr");
    const link = row.getByRole("link", { name: `Rowlink ${user.lastName}` });
    const email = row.getByText(user.email, { exact: true }).filter({ visible: true });
    await expect(link).toHaveAttribute("href", details);

    // The checkbox and the menu keep their clicks.
    await row.getByRole("checkbox").click();
    await expect(row.getByRole("checkbox")).toBeChecked();
    await row.getByRole("button", { name: /Actions for/ }).click();
    await expect(page.getByRole("menuitem", { name: "View Details" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(list);

    // Ctrl+click on the name, and a middle click anywhere on the row, open the user in a new tab.
    for (const click of [() => link.click({ modifiers: ["Control"] }), () => email.click({ button: "middle" })]) {
      const [tab] = await Promise.all([context.waitForEvent("page"), click()]);
      await expect(tab).toHaveURL(details);
      await tab.close();
    }
    await expect(page).toHaveURL(list);

    // A plain click on any cell opens the user here.
    await email.click();
    await expect(page).toHaveURL(details);
    await expect(page.getByRole("heading", { name: "User Details" })).toBeVisible();

    // And from the keyboard: the link takes the focus, Enter follows it.
    await open(page, list);
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(details);
  });

  test("at 375 px a row shows its user, role, status and menu without scrolling sideways", async ({ page }) => {
    const user = await createUserViaApi(page, { firstName: "Narrow" });
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, `/users?search=${encodeURIComponent(user.email)}`);
    const row = page.locator("tbody tr");
    for (const part of [
      row.getByRole("link", { name: `Narrow ${user.lastName}` }),
      row.getByText(user.email, { exact: true }),
      row.getByText("User", { exact: true }),
      row.getByText("Active", { exact: true }),
      row.getByRole("button", { name: /Actions for/ }),
    ].map((part) => part.filter({ visible: true }))) {
      await expect(part).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.x + box.width, await part.innerText()).toBeLessThanOrEqual(375);
    }
    const container = page.locator('[data-slot="table-container"]');
    const overflow = await container.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
