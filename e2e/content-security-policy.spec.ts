// Every page is served with a nonce-based script policy (proxy.ts,
// lib/http/content-security-policy.ts), and every screen runs under it
// without a single violation: the sign-in page, the panel's screens (opened by
// URL and by client navigation), a user's details and the 404 page. A script
// slipped into a page's HTML does not run.
import { expect, test, type Page, type Response } from "@playwright/test";
import { discoverPanelRoutes } from "./panel-routes";
import { openSeedUserDetails } from "./helpers/screen";
import { open, settled, signInAsAdmin } from "./helpers/session";

type Violation = { directive: string; blocked: string };

declare global {
  interface Window {
    cspViolations: Violation[];
    injectedScriptRan?: boolean;
  }
}

/** Records every violation the page reports, from its very first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations);

function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'(;|$)/);
  expect(policy).not.toContain("unsafe-inline");
  expect(policy).not.toContain("unsafe-eval");
  expect(policy).toMatch(/img-src 'self' data: blob:(;|$)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("frame-src 'none'");
  return policy;
}

test("the sign-in page and the panel's screens run under a nonce-based policy without a violation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await watchViolations(page);
  const signInPage = await page.goto("/login");
  const firstNonce = expectStrictPolicy(signInPage);
  await signInAsAdmin(page);
  expect(await violations(page)).toEqual([]);

  const screens = discoverPanelRoutes().filter((route) => !route.includes("["));
  for (const screen of screens) {
    const response = await page.goto(screen);
    await settled(page);
    const policy = expectStrictPolicy(response);
    expect(policy, "a fresh nonce per page").not.toBe(firstNonce);
    expect(await violations(page), screen).toEqual([]);
  }

  await openSeedUserDetails(page);
  await page.getByRole("link", { name: "Users" }).first().click();
  await expect(page).toHaveURL(/\/users$/);
  await page
    .getByRole("button", { name: /Search/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  // A form dialog: its code, zod's schemas among it, arrives now.
  await page.getByRole("button", { name: "Create User" }).click();
  const form = page.getByRole("dialog", { name: "Create New User" });
  await expect(form).toBeVisible();
  // An empty form: zod's schema checks it in the browser.
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(form.getByText(/required/i).first()).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await violations(page), "client navigation and code loaded on demand").toEqual([]);

  const missing = await page.goto("/no-such-page");
  expectStrictPolicy(missing);
  await expect(page.getByText("404 - Page Not Found")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a script slipped into a page's HTML does not run", async ({ page }) => {
  await watchViolations(page);
  await page.route("**/login", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", "<script>window.injectedScriptRan = true</script></body>");
    await route.fulfill({ response, body: html });
  });
  await open(page, "/login");
  expect(await page.evaluate(() => window.injectedScriptRan)).toBeUndefined();
  expect(await violations(page)).toContainEqual({ directive: "script-src-elem", blocked: "inline" });
  // The page's own scripts carry the nonce and ran: the theme is applied.
  await expect(page.locator("html")).toHaveClass(/dark|light/);
});
