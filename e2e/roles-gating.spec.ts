// A role narrows what the panel shows (docs/decisions/screens.md): the seeded Moderator and Viewer see only the
// screens and actions their role holds, a screen typed by hand shows the no-permission page inside the shell, and the
// API behind it refuses whatever the screen shows.
import { expect, test, type Page } from "@playwright/test";
import { NO_PERMISSION_TEXT } from "../lib/permissions/messages";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { expectAccessibleInBothThemes } from "./a11y";
import { apiCall } from "./helpers/api";
import { openScreen } from "./helpers/screen";
import { open, signInAsAdmin } from "./helpers/session";

const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');

/** A GET made by the page itself, with its cookies: its status and its refusal's code. */
async function apiAnswer(page: Page, path: string) {
  const { status, headers } = await apiCall(page, "GET", path);
  return { status, code: headers["x-error-code"] ?? null };
}

test("a Moderator sees users with masked emails and Ban, but no CRM, content, feature toggles, Export or Delete", async ({
  page,
}) => {
  const { firstName, lastName, email } = SEED_ACCOUNTS.user;
  await signInAsAdmin(page, "moderator", `/users?search=${encodeURIComponent(`${firstName} ${lastName}`)}`);
  const nav = sidebar(page);
  for (const title of ["Dashboard", "Users", "Channels"])
    await expect(nav.getByRole("link", { name: title, exact: true })).toBeVisible();
  for (const title of ["Contacts", "Deals", "Roadmap", "Shop", "Admin Tools", "Trash"])
    await expect(nav.getByRole("link", { name: title, exact: true })).toHaveCount(0);

  // The regular seed user's row: its address masked, its menu offering Ban but not Change User ID.
  const row = page.getByRole("row").filter({ hasText: `${firstName} ${lastName}` });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText(email);
  await expect(row).toContainText(`${email[0]}•••@`);
  await row.getByRole("button", { name: /Actions for/ }).click();
  await expect(page.getByRole("menuitem", { name: "Ban User" })).toBeEnabled();
  await expect(page.getByRole("menuitem", { name: "Change User ID" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // A selection may be banned in bulk, not deleted; nothing exports, nothing creates users.
  await row.getByRole("checkbox").click();
  await expect(page.getByRole("button", { name: "Edit Selected (1)" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Delete Selected/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create User" })).toHaveCount(0);
});

test("a screen outside the role, typed by hand, shows the no-permission page in the shell; its API answers 403", async ({
  page,
}) => {
  await signInAsAdmin(page, "moderator", "/crm/contacts");
  await expect(page.getByRole("heading", { name: NO_PERMISSION_TEXT.title, level: 1 })).toBeVisible();
  // Inside the shell: the sidebar still offers what the Moderator may see, and no contact was read.
  await expect(sidebar(page).getByRole("link", { name: "Users", exact: true })).toBeVisible();
  await expect(page.getByTestId("contact-row")).toHaveCount(0);
  expect(await apiAnswer(page, "/api/admin/contacts")).toEqual({ status: 403, code: "permission_denied" });
  await expectAccessibleInBothThemes(page, "no-permission page");

  await page.getByRole("link", { name: NO_PERMISSION_TEXT.action }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("a Viewer sees the lists without Add, Edit, Delete, Import or Export, and switches it cannot flip", async ({
  page,
}) => {
  await signInAsAdmin(page, "viewer", "/crm/contacts");
  await expect(page.getByTestId("contact-row").first()).toBeVisible();
  for (const name of ["Add Contact", "Import"]) await expect(page.getByRole("button", { name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(page.getByRole("checkbox")).toHaveCount(0);

  await openScreen(page, "/users", "Users");
  await expect(page.getByRole("button", { name: "Create User" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);

  await open(page, "/admin-tools");
  const usersSwitch = page.getByRole("checkbox", { name: /^Users/ });
  await expect(usersSwitch).toBeDisabled();
  expect(await apiAnswer(page, "/api/admin/contacts/export")).toMatchObject({ status: 403 });
});
