// Admin Tools → Roles: a superadmin makes a custom role from the permission matrix, gives it to an admin on the
// user's page, and that admin's session holds only the role's permissions from then on.
// With SCREENSHOTS_DIR set, the Roles screen and the role form are saved there (docs/screenshots/roles*.png).
import { expect, test } from "@playwright/test";
import { expectAccessibleInBothThemes } from "./a11y";
import { createUserViaApi, createViaApi, deleteViaApi, patchViaApi, uniqueTag } from "./helpers/api";
import { chooseOption, confirm, openScreen, toast } from "./helpers/screen";
import { screenshot } from "./helpers/screenshot";
import { signInAsAdmin, signInWithOidc } from "./helpers/session";

test("the Roles screen makes a custom role from the permission matrix, and deletes it", async ({ page }) => {
  const name = `Support ${uniqueTag()}`;
  await signInAsAdmin(page, "superadmin");
  await openScreen(page, "/admin-tools/roles", "Roles");
  const rows = page.getByTestId("role-row");
  await expect(rows.first()).toContainText("Superadmin");
  await expect(rows.filter({ hasText: "Moderator" })).toContainText("Built-in");
  await screenshot(page, "roles.png");

  await page.getByRole("button", { name: "New role" }).click();
  const form = page.getByRole("dialog", { name: "New role" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("checkbox", { name: "See users, their channels and profiles" }).click();
  await form.getByRole("checkbox", { name: "See channels" }).click();
  // What no role may hold is shown, and cannot be chosen.
  await expect(form.getByRole("checkbox", { name: /Create, edit and give roles/ })).toBeDisabled();
  await expect(form.getByRole("checkbox", { name: "All Channels permissions" })).toHaveAttribute(
    "aria-checked",
    "mixed",
  );
  await screenshot(page, "roles-form.png");
  await expectAccessibleInBothThemes(page, "role form dialog", '[role="dialog"]');
  await form.getByRole("button", { name: "Create role" }).click();
  await expect(toast(page)).toContainText("Role Created");
  await expect(rows.filter({ hasText: name })).toContainText("0 admins");

  await rows
    .filter({ hasText: name })
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await confirm(page);
  await expect(toast(page)).toContainText("Role Deleted");
  await expect(rows.filter({ hasText: name })).toHaveCount(0);
});

test("a role given on the user's page narrows that admin's open session at once", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, "superadmin");
  const role = await createViaApi<{ id: string; name: string }>(page, "/api/admin/roles", {
    name: `Support ${uniqueTag()}`,
    permissions: ["users.read", "channels.read"],
  });
  // An admin of this test's own: the seeded admins' sessions are other specs', which a narrowed role would break.
  const admin = await createUserViaApi(page, { firstName: "Roles" });
  const adminPath = `/api/admin/users/${encodeURIComponent(admin.id)}`;
  await patchViaApi(page, adminPath, { isAdmin: true });
  const adminContext = await browser.newContext({ baseURL });
  try {
    // The admin is signed in elsewhere before the change: the change reaches a session already open. With no
    // password, the admin signs in through the OpenID Connect provider, with the verified email.
    await signInWithOidc(await adminContext.newPage(), admin.email);
    expect(await (await adminContext.request.get("/api/auth/user")).json()).toMatchObject({ roleName: "Admin" });

    await openScreen(page, `/users/${encodeURIComponent(admin.id)}`, "User Details");
    await chooseOption(page, "Panel role", role.name);
    await page.getByRole("button", { name: "Change Role" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("It allows Users: read; Channels: read.");
    await confirm(page, "Change Role");
    await expect(toast(page)).toContainText("Role Changed");
    // The User Role badge names the role the admin now holds, where it used to say Admin whatever the role.
    await expect(page.getByText("User Role", { exact: true }).locator("xpath=..")).toContainText(role.name);

    await expect
      .poll(async () => (await adminContext.request.get("/api/auth/user")).json(), { timeout: 2_000 })
      .toMatchObject({ roleName: role.name, permissions: ["users.read", "channels.read"] });
    expect((await adminContext.request.get("/api/admin/roles")).status()).toBe(403);
  } finally {
    // Admin rights taken away take the role with them, and a role nobody holds can go.
    await patchViaApi(page, adminPath, { isAdmin: false });
    await deleteViaApi(page, `/api/admin/roles/${role.id}`);
    await adminContext.close();
  }
});
