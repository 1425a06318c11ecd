import { expect, test } from "@playwright/test";
import { SEED_PASSWORD, open, signIn, signInThroughPage, statusOf } from "./helpers/session";

test.describe("signing in and out", () => {
  test("a signed-out visitor sees only the sign-in screen", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByText("Only users with Admin or Superadmin privileges may use this panel.")).toBeVisible();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/api/login");
  });

  test("a wrong password is refused with a message", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill(`${SEED_PASSWORD}-wrong`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login/);
  });

  test("the superadmin signs in, sees the dashboard and signs out", async ({ page }) => {
    await signInThroughPage(page, "superadmin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Overview of user management and system statistics")).toBeVisible();

    await page.getByRole("link", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(await statusOf(page, "/api/auth/user")).toBe(401);
  });

  test("an admin signing in from a deep link lands back on it", async ({ page }) => {
    await signInThroughPage(page, "admin", "/channels");
    await expect(page).toHaveURL(/\/channels$/);
    await expect(page.getByRole("heading", { name: "Channels" })).toBeVisible();
  });

  test("a regular user gets Access denied and no data", async ({ page }) => {
    await signIn(page, "user");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
    expect(await statusOf(page, "/api/auth/user")).toBe(200);
    expect(await statusOf(page, "/api/admin/feature-toggles")).toBe(403);
  });
});
