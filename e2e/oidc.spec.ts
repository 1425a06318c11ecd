// Sign-in through a real OpenID Connect provider (e2e/oidc/provider.ts, which
// Playwright starts before the panel): the panel fetches its discovery
// document, sends the browser to its pages, and redeems the code for tokens
// over HTTP. Only a verified email of an existing user gets in (docs/decisions/sign-in.md).
import { expect, test } from "@playwright/test";
import { SIGN_IN_TEXT } from "../lib/auth/messages";
import { open, signInWithOidc, statusOf } from "./helpers/session";
import type { OidcIdentityName } from "./oidc/settings";

test.describe("signing in with OpenID Connect", () => {
  test("the verified email of an existing admin signs in and sees the dashboard", async ({ page }) => {
    await signInWithOidc(page, "admin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("current-user-handle").filter({ visible: true })).toHaveText("@admin");
    expect(await statusOf(page, "/api/auth/user")).toBe(200);
  });

  const refused: Record<Exclude<OidcIdentityName, "admin">, string> = {
    stranger: "a verified email that belongs to no user",
    unverified: "an admin's email with email_verified false",
    unclaimed: "an admin's email without the email_verified claim",
  };
  for (const [login, identity] of Object.entries(refused) as [OidcIdentityName, string][]) {
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
