// axe over every screen, in both themes, at 1280×800 and 375×812: no serious
// or critical WCAG 2.1 A/AA violation (every rule in the first theme, the colour
// rules in the second), and every checkbox, switch and radio at 3:1 against its background in both themes, checked
// and unchecked (e2e/control-contrast.ts: axe does not check non-text contrast). The screens are shared out between
// the workers (parallel mode, in which beforeAll runs for each test: a signed-in page of its own); themes and
// viewports switch without a reload.
import { expect, test, type Page } from "@playwright/test";
import {
  expectAccessibleInBothThemes,
  screenReady,
  setTheme,
  setViewport,
  signedInPage,
  VIEWPORTS,
  type ViewportName,
} from "./a11y";
import { expectControlsContrastInBothThemes } from "./control-contrast";
import { getViaApi } from "./helpers/api";
import { openSeedUserDetails } from "./helpers/screen";
import { open } from "./helpers/session";
import { discoverPanelRoutes } from "./panel-routes";

// Every panel screen found on disk (a new one is covered without editing this file); a user's details below.
const PANEL_SCREENS = discoverPanelRoutes().filter((route) => !route.includes("["));

// The screens are independent: both workers share them out, each with its own signed-in page.
test.describe.configure({ mode: "parallel" });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser);
});

test.afterAll(async () => {
  await page.context().close();
});

/**
 * Loads `path` and scans it at both viewports in both themes: four axe runs, slow on a busy machine; and its
 * checkboxes, switches and radios, checked and unchecked, in both themes (colours do not change with the width).
 */
async function scanScreen(path: string, label = path, on = page) {
  test.setTimeout(120_000);
  await setViewport(on, "desktop");
  await open(on, path);
  await screenReady(on);
  const states = await expectControlsContrastInBothThemes(on, label);
  // A screen whose boxes were all unticked, with no row to tick, would leave the checked state unmeasured.
  if (states.has("unchecked"))
    expect.soft([...states], `${label}: no checked control was measured`).toContain("checked");
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    await setViewport(on, viewport);
    await expectAccessibleInBothThemes(on, label);
  }
}

test("signed out: the sign-in screen, the sign-in page and the 404 page", async ({ browser }) => {
  const context = await browser.newContext();
  const signedOut = await context.newPage();
  await scanScreen("/", "sign-in screen", signedOut);
  await scanScreen("/login", "/login", signedOut);
  await scanScreen("/no-such-page", "404 page", signedOut);
  await context.close();
});

for (const path of PANEL_SCREENS) {
  test(`panel screen ${path}`, async () => {
    await scanScreen(path);
  });
}

test("panel screen: a user's details", async () => {
  const seedUsers = await getViaApi<{ id: string }[]>(page, "/api/admin/users?search=user%40example.com");
  const seedUserIds = seedUsers.map((user) => user.id);
  expect(seedUserIds).toHaveLength(1);
  await scanScreen(`/users/${encodeURIComponent(seedUserIds.join(""))}`, "user details");
  await expect(page.getByRole("heading", { name: "User Details" })).toBeVisible();
});

test("dialogs: the sanction dialog, with a member's record and the ladder's proposal", async () => {
  await setViewport(page, "desktop");
  await openSeedUserDetails(page);
  await page.getByRole("button", { name: "Sanction", exact: true }).click();
  await expect(page.getByRole("dialog").getByText(/^Proposed next step:/)).toBeVisible();
  await expectAccessibleInBothThemes(page, "sanction dialog", '[role="dialog"]');
  await page.keyboard.press("Escape");
});

test("dialogs: form, confirm, take control, and the sidebar sheet on a phone", async () => {
  // Eight axe scans (four parts, both themes) and a form's switches on a two-core machine: about 3 minutes alone,
  // and past 4 beside the suite's other worker.
  test.setTimeout(360_000);
  // Take Control asks for a proof of who the admin is within STEP_UP_SECONDS (five minutes): this test's
  // own sign-in gives it (in parallel mode, beforeAll runs for each test), or the step-up dialog would open over it.
  await setViewport(page, "desktop");
  await open(page, "/users");
  await page.getByRole("button", { name: "Create User" }).click();
  await expectAccessibleInBothThemes(page, "create user form dialog", '[role="dialog"]');
  await page.keyboard.press("Escape");
  await page.getByRole("combobox", { name: "Filter by role" }).click();
  await expectAccessibleInBothThemes(page, "filter select", '[role="listbox"]');
  await page.keyboard.press("Escape");

  await open(page, "/crm/contacts");
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expectAccessibleInBothThemes(page, "delete contact confirm dialog", '[role="alertdialog"]');
  await page.keyboard.press("Escape");

  await openSeedUserDetails(page, () => expectAccessibleInBothThemes(page, "row actions menu", '[role="menu"]'));
  await page.getByRole("button", { name: "Take Control" }).click();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "Channels" })).toBeVisible();
  await expectAccessibleInBothThemes(page, "take control dialog", '[role="dialog"]');
  // Closed before the phone's sidebar: an Escape that came while the dialog's lists were still settling focus left it
  // open in CI, and the sidebar's button waited behind it until the test's time ran out.
  const takeControl = page.getByRole("dialog", { name: /^Take Control/ });
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(takeControl).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await setViewport(page, "phone");
  await page.getByRole("button", { name: "Toggle Sidebar" }).click();
  await expect(page.getByRole("dialog", { name: "Sidebar" })).toBeVisible();
  await expectAccessibleInBothThemes(page, "sidebar sheet", '[role="dialog"]');
  await page.keyboard.press("Escape");

  // The panel's switches live in forms: the shop item's, with one switch turned on (nothing is saved).
  await setViewport(page, "desktop");
  await open(page, "/content/shop");
  await page.getByRole("button", { name: "Add Shop Item" }).click();
  await page.getByRole("dialog").getByRole("switch", { name: "Has Bonuses" }).click();
  const states = await expectControlsContrastInBothThemes(page, "shop item form", '[role="dialog"]');
  expect.soft([...states].sort(), "the shop item form's switches, on and off").toEqual(["checked", "unchecked"]);
  await page.keyboard.press("Escape");
  await setTheme(page, "dark");
});
