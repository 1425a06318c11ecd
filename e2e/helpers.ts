import { expect, type Page } from "@playwright/test";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";

export const SEED_PASSWORD = process.env.SEED_PASSWORD ?? "admin-panel-dev";

export type Role = keyof typeof SEED_ACCOUNTS;

/**
 * Waits until a full page load has settled: React has hydrated (clicks and
 * keys reach their handlers), no streamed segment still waits to be shown,
 * and the code the page fetches after hydration is here.
 */
export async function settled(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
  // The streamed document is whole (React can hydrate the loading screen before the panel arrives), every streamed
  // part is in place (React reveals them in batches: a boundary still waiting keeps its `B:` template, its content
  // a hidden `S:` div or, in the batch, neither), and no look-alike still waits for its code (deferredModule).
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      document.querySelectorAll('div[hidden][id^="S:"], template[id^="B:"], [data-awaiting-code]').length === 0,
  );
}

export async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

export async function reload(page: Page) {
  await page.reload();
  await settled(page);
}

/** Signs in through the real sign-in page, from the signed-out screen at `path`. */
export async function signIn(page: Page, role: Role, path = "/") {
  await open(page, path);
  await page.getByRole("link", { name: "Sign in" }).click();
  // The link goes through /api/login, which redirects: wait for the sign-in page itself, hydrated.
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await settled(page);
  const email = page.getByLabel("Email");
  await email.fill(SEED_ACCOUNTS[role].email);
  await page.getByLabel("Password").fill(SEED_PASSWORD);
  await expect(email).toHaveValue(SEED_ACCOUNTS[role].email);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signInAsAdmin(page: Page, role: Exclude<Role, "user"> = "superadmin", path = "/") {
  await signIn(page, role, path);
  // While the page streams, a hidden copy of the shell can sit beside the visible one.
  await expect(page.getByTestId("current-user-handle").filter({ visible: true })).toHaveText(
    `@${SEED_ACCOUNTS[role].handle}`,
  );
  await settled(page);
}

/** Finds the seed user on the users screen and opens its details through the row's menu (`withMenuOpen` runs first). */
export async function openSeedUserDetails(page: Page, withMenuOpen?: () => Promise<void>) {
  await open(page, "/users?search=user%40example.com");
  await page.getByRole("button", { name: /Actions for/ }).click();
  await withMenuOpen?.();
  await page.getByRole("menuitem", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/users\/[^/?]+$/);
  await expect(page.getByRole("heading", { name: "User Details" })).toBeVisible();
}

/** The status of a GET made by the page itself, with its cookies. */
export function statusOf(page: Page, path: string): Promise<number> {
  return page.evaluate((url) => fetch(url).then((response) => response.status), path);
}

/** Creates a user through the API as the signed-in admin, with a unique name; returns its id and email. */
export async function createUserViaApi(page: Page, overrides: { firstName?: string } = {}) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const body = { firstName: overrides.firstName ?? "E2e", lastName: `User${tag}`, email: `e2e.${tag}@example.test` };
  const created = await page.evaluate(async (payload) => {
    const response = await fetch("/api/admin/users", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    return {
      status: response.status,
      user: (await response.json()) as { id: string; email: string; lastName: string },
    };
  }, body);
  expect(created.status).toBe(201);
  return created.user;
}

/** The toast region's text (sonner shows one toast at a time here). */
export function toast(page: Page) {
  return page.locator("[data-sonner-toast]").first();
}
