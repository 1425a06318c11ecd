import { expect, test } from "@playwright/test";
import { openWithDeferredScripts } from "./helpers/deferred-scripts";
import { open, reload, signInAsAdmin } from "./helpers/session";

const SCREENS = [
  ["Dashboard", "/", "Dashboard"],
  ["Users", "/users", "Users"],
  ["Channels", "/channels", "Channels"],
  ["Admin Tools", "/admin-tools", "Admin Tools"],
  // Below Admin Tools: where deleted records wait, reachable from every screen.
  ["Trash", "/admin-tools/trash", "Trash"],
  ["Contacts", "/crm/contacts", "Contacts"],
  ["Companies", "/crm/companies", "Companies"],
  ["Deals", "/crm/deals", "Sales Pipeline"],
  ["Activities", "/crm/activities", "Activities"],
  ["Roadmap", "/content/roadmap", "Roadmap"],
  ["Shop", "/content/shop", "Shop"],
  ["Library", "/content/library", "Library"],
] as const;

test.describe("the shell", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("the header shows the title, subtitle and the user's handle", async ({ page }) => {
    const header = page.locator("header").filter({ visible: true });
    await expect(header.getByText("Admin Panel", { exact: true })).toBeVisible();
    await expect(header.getByText("User Management")).toBeVisible();
    await expect(header.getByTestId("current-user-handle")).toHaveText("@superadmin");
  });

  test("every sidebar link opens its screen and becomes the active item", async ({ page }) => {
    const sidebar = page.getByRole("complementary").or(page.locator('[data-slot="sidebar"]'));
    for (const group of ["Navigation", "CRM", "Content Management"]) {
      await expect(sidebar.getByText(group, { exact: true })).toBeVisible();
    }
    for (const [label, path, heading] of SCREENS) {
      await sidebar.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }
  });

  test("the theme is dark by default, toggles to light and stays light after a reload", async ({ page }) => {
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await reload(page);
    await expect(page.locator("html")).toHaveClass(/light/);
  });

  test("Ctrl+B collapses the sidebar to icons and the state survives a reload", async ({ page, context }) => {
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(page.locator('[data-slot="sidebar-container"]')).toHaveCSS("width", "48px");
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await reload(page);
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(page.locator('[data-slot="sidebar-container"]')).toHaveCSS("width", "256px");
  });

  test("a collapsed sidebar names each icon in a tooltip, and its link still opens the screen", async ({ page }) => {
    await page.keyboard.press("Control+b");
    const users = page.locator('[data-slot="sidebar"]').getByRole("link", { name: "Users", exact: true });
    // The first pointer over an icon fetches the tooltips' code; once here, the icon is the tooltip's trigger.
    await users.hover();
    await expect(page.locator("[data-awaiting-code]")).toHaveCount(0);
    await users.hover({ position: { x: 8, y: 8 } });
    await expect(page.getByRole("tooltip", { name: "Users" })).toBeVisible();
    await users.click();
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(users).toHaveAttribute("aria-current", "page");
  });

  test("on a phone the sidebar opens as an 18rem sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS("width", "288px");
    await sheet.getByRole("link", { name: "Users", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  });

  test("parts whose code cannot be fetched say so once, however many failed", async ({ page }) => {
    let refused = 0;
    await openWithDeferredScripts(page, "/users", (route) => {
      refused++;
      return route.abort();
    });
    for (const name of ["Filter by role", "Filter by status"]) {
      const before = refused;
      await page.getByRole("combobox", { name }).click();
      await expect.poll(() => refused).toBeGreaterThan(before);
    }
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const notice = page.getByRole("alert").filter({ hasText: "This part of the panel could not be loaded." });
    await expect(notice).toHaveCount(1);
    await expect(notice.getByRole("button", { name: "Reload the page" })).toBeVisible();
  });

  test("an unknown path shows the 404 page with a way back", async ({ page }) => {
    await open(page, "/no-such-page");
    await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
});
