// Sign-in through a real OpenID Connect provider (e2e/oidc/provider.ts, which
// Playwright starts before the panel): the panel fetches its discovery
// document, sends the browser to its pages, and redeems the code for tokens
// over HTTP. Only a verified email of an existing user gets in (docs/decisions/sign-in.md).
import { expect, test, type Page } from "@playwright/test";
import { SIGN_IN_TEXT } from "../lib/auth/messages";
import { open, settled, statusOf } from "./helpers/session";
import { OIDC_ISSUER, OIDC_NAME, type OidcLogin } from "./oidc/settings";

/** From the panel's sign-in page through the provider's sign-in (any password) and consent pages, back to the panel. */
async function signInWithOidc(page: Page, login: OidcLogin) {
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

test.describe("signing in with OpenID Connect", () => {
  test("the verified email of an existing admin signs in and sees the dashboard", async ({ page }) => {
    await signInWithOidc(page, "admin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("current-user-handle").filter({ visible: true })).toHaveText("@admin");
    expect(await statusOf(page, "/api/auth/user")).toBe(200);
  });

  const refused: Record<Exclude<OidcLogin, "admin">, string> = {
    stranger: "a verified email that belongs to no user",
    unverified: "an admin's email with email_verified false",
    unclaimed: "an admin's email without the email_verified claim",
  };
  for (const [login, identity] of Object.entries(refused) as [OidcLogin, string][]) {
    test(`${identity} is refused and gets no session`, async ({ page }) => {
      await signInWithOidc(page, login);
      await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.has("error"));
      // In the page itself: Next's route announcer is an (empty) alert too.
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(SIGN_IN_TEXT.ssoRefused);

      await open(page, "/users");
      await expect(page.getByRole("link", { name: SIGN_IN_TEXT.button })).toBeVisible();
      expect(await statusOf(page, "/api/auth/user")).toBe(401);
    });
  }
});
