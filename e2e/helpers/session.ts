// Signing in and loading pages: every spec starts here.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { SEED_ACCOUNTS } from "../../prisma/seed/accounts";
import { OIDC_ISSUER, OIDC_NAME } from "../oidc/settings";
import { apiCall } from "./api";

export const SEED_PASSWORD = process.env.SEED_PASSWORD ?? "admin-panel-dev";

export type Role = keyof typeof SEED_ACCOUNTS;

/**
 * Waits until a full page load has settled: React has hydrated (clicks and
 * keys reach their handlers), no streamed segment still waits to be shown,
 * and any code asked for (after hydration, or by heading for a part) is here.
 * A look-alike nobody has reached for waits for nothing and is not marked.
 */
export async function settled(page: Page) {
  await streamedAndHydrated(page);
  // Every subresource is here, and no look-alike still waits for code it asked for (deferredModule).
  await page.waitForFunction(
    () => document.readyState === "complete" && document.querySelectorAll("[data-awaiting-code]").length === 0,
  );
}

/**
 * Waits until React has hydrated and the streamed document is whole and in place: React can hydrate the loading
 * screen before the panel arrives, and reveals streamed parts in batches (a boundary still waiting keeps its `B:`
 * template, its content a hidden `S:` div, a copy a locator would also find, or, in the batch, neither).
 */
export async function streamedAndHydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
  await page.waitForFunction(
    () =>
      document.readyState !== "loading" &&
      document.querySelectorAll('div[hidden][id^="S:"], template[id^="B:"]').length === 0,
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

/** Signs in through the real sign-in page, as signIn does, and waits for the signed-in panel at `path`. */
export async function signInThroughPage(page: Page, role: Exclude<Role, "user"> = "superadmin", path = "/") {
  await signIn(page, role, path);
  await panelShownFor(page, role);
}

/**
 * Signs the page's browser context in through POST /api/login, then opens `path` signed in: one page load where the
 * sign-in page takes three. What the sign-in page itself does is covered by e2e/auth.spec.ts (signInThroughPage).
 */
export async function signInAsAdmin(page: Page, role: Exclude<Role, "user"> = "superadmin", path = "/") {
  await signInViaApi(page.context().request, test.info().project.use.baseURL!, role);
  await open(page, path);
  await panelShownFor(page, role);
}

async function panelShownFor(page: Page, role: Exclude<Role, "user">) {
  // While the page streams, a hidden copy of the shell can sit beside the visible one.
  await expect(page.getByTestId("current-user-handle").filter({ visible: true })).toHaveText(
    `@${SEED_ACCOUNTS[role].handle}`,
  );
  await settled(page);
}

/**
 * From the panel's sign-in page through the OpenID Connect provider's sign-in (any password) and consent pages, back
 * to the panel (e2e/oidc/provider.ts), as `login`: an identity e2e/oidc/settings.ts names, or an email address (how an
 * admin with no password, one a test made, signs in).
 */
export async function signInWithOidc(page: Page, login: string) {
  await open(page, "/login");
  const panelOrigin = new URL(page.url()).origin;
  await page.getByRole("button", { name: `Continue with ${OIDC_NAME}` }).click();
  await expect(page).toHaveURL((url) => url.origin === OIDC_ISSUER);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL((url) => url.origin === panelOrigin);
  await settled(page);
}

/** Signs `request` in as `role` through POST /api/login, with no page: for calls and stored sign-ins. */
export async function signInViaApi(request: APIRequestContext, baseURL: string, role: Role) {
  const response = await request.post("/api/login", {
    headers: { Origin: new URL(baseURL).origin, "Content-Type": "application/json" },
    data: { email: SEED_ACCOUNTS[role].email, password: SEED_PASSWORD, callbackUrl: "/" },
  });
  expect(response.status()).toBe(200);
}

/** Signs in as this admin before each test of the file or `describe` it is called in. */
export function signInBeforeEach(role: Exclude<Role, "user">) {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page, role);
  });
}

/** The status of a GET made by the page itself, with its cookies. */
export async function statusOf(page: Page, path: string): Promise<number> {
  return (await apiCall(page, "GET", path)).status;
}

/** A second admin (the superadmin), signed in in a browser context of their own. */
export async function otherAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page, "superadmin");
  return page;
}
