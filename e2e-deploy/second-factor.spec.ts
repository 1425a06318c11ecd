// Second factors in the browser, on a panel with production's default policy
// (MFA_REQUIRED unset: every superadmin must have one) and a database of its
// own. Codes are computed here as an authenticator app computes them; passkeys
// are made and used by Chromium's virtual authenticator (CDP's WebAuthn domain).
// With SCREENSHOTS_DIR set, the enrolment, the second step and the Account page are saved there.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { createViaApi } from "../e2e/helpers/api";
import { confirm, openSeedUserDetails, toast } from "../e2e/helpers/screen";
import { screenshot } from "../e2e/helpers/screenshot";
import { settled, statusOf } from "../e2e/helpers/session";
import { totpCode } from "../lib/auth/factors/totp";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { seedOptionsFromEnv } from "../prisma/seed/options";

const STEP_MS = 30_000;

// The superadmin's authenticator and recovery codes, enrolled by the first test and used by the last,
// and the last 30-second step whose code the panel accepted (each step's code works once).
const superadmin: { secret: string; codes: string[]; lastStep: number } = { secret: "", codes: [], lastStep: 0 };

const stepOf = (at: number) => Math.floor(at / STEP_MS);

/** The app's next code the panel will take: a step after the last one spent, within one step of now (waiting for the clock if need be). */
async function nextUnspentCode(page: Page): Promise<string> {
  while (stepOf(Date.now()) < superadmin.lastStep) await page.waitForTimeout(1000);
  superadmin.lastStep = stepOf(Date.now()) + 1;
  return totpCode(superadmin.secret, superadmin.lastStep * STEP_MS);
}

/** The password step through the real sign-in page. */
async function enterPassword(page: Page, email: string) {
  await page.goto("/login");
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(seedOptionsFromEnv().password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
}

async function secondStep(page: Page, code: string) {
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  // Typed before React hydrates the form, a code would be wiped by it.
  await settled(page);
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

/**
 * Makes the last proof of who the account is (its sign-in, second step or re-authentication) a day
 * old in each of its sessions, as the passing of time would: the panel's step-up window is
 * production's five minutes (playwright.deploy.config.ts), too long to wait out, and a short one
 * would make the steps that must fall within it miss it on a busy machine. The panel's own
 * database, whose URL its launcher wrote down.
 */
async function ageConfirmation(email: string) {
  const client = new pg.Client({
    connectionString: fs.readFileSync(process.env.SECOND_FACTOR_DATABASE_URL_FILE!, "utf8"),
  });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE sessions SET confirmed_at = confirmed_at - interval '1 day'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect(rowCount, `sessions of ${email}`).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
}

test("a superadmin without a factor reaches nothing until enrolled, then signs in with password and code, and a recovery code works once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = SEED_ACCOUNTS.superadmin;
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/login\/enrol$/);
  await expect(page.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();

  // Nothing else answers meanwhile: every panel page sends it back, and the API refuses it. Sent back by an HTTP
  // redirect, before the page streams: a refresh tag in a streamed page would reload the enrolment a second later,
  // and the recovery codes shown by then would vanish (the enrolment below is confirmed on the last screen's reload).
  for (const screen of ["/", "/users", "/account", "/admin-tools"]) {
    const answer = await page.request.get(screen, { maxRedirects: 0 });
    expect({ screen, status: answer.status(), location: answer.headers()["location"] }).toEqual({
      screen,
      status: 307,
      location: expect.stringMatching(/\/login\/enrol$/),
    });
    expect(await answer.text()).not.toContain('http-equiv="refresh"');
    await page.goto(screen);
    await expect(page, screen).toHaveURL(/\/login\/enrol$/);
  }
  expect(await statusOf(page, "/api/admin/users")).toBe(401);
  expect(await statusOf(page, "/api/auth/user")).toBe(401);

  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await screenshot(page, "enrolment.png", { fullPage: true });
  const enrolledAt = Date.now();
  await page.getByLabel("Code from the app").fill(totpCode(secret, enrolledAt));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  const codes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  Object.assign(superadmin, { secret, codes });
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  expect(await statusOf(page, "/api/admin/users")).toBe(200);

  // Password and code. The enrolment spent this step's code: the app's next one is accepted (clocks drift a step either way).
  await signOut(page);
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/login\/verify$/);
  expect(await statusOf(page, "/api/admin/users")).toBe(401);
  await screenshot(page, "second-step.png", { fullPage: true });
  await secondStep(page, totpCode(secret, enrolledAt - STEP_MS));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That code is not valid. Try again.");
  await secondStep(page, totpCode(secret, enrolledAt + STEP_MS));
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  superadmin.lastStep = stepOf(enrolledAt) + 1;

  // A recovery code, once.
  for (const expected of ["accepted", "refused"] as const) {
    await signOut(page);
    await enterPassword(page, email);
    await secondStep(page, codes[0]!);
    if (expected === "accepted") await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    else await expect(page.getByRole("main").getByRole("alert")).toHaveText("That code is not valid. Try again.");
  }
});

test("an admin turns the authenticator app on and off from the Account page, reached from the header", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await enterPassword(page, SEED_ACCOUNTS.admin.email);
  // Not a superadmin: the default policy lets an admin in without a factor.
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await settled(page);
  await page.getByRole("link", { name: /^Account:/ }).click();
  await expect(page.getByRole("heading", { name: "Account" })).toBeVisible();
  await expect(page.getByText("Not set up")).toBeVisible();
  // Where the admin is signed in: this browser (Playwright's "Desktop Chrome" calls itself Chrome on Windows), marked.
  const thisSession = page
    .getByRole("list", { name: "Where you are signed in" })
    .getByRole("listitem")
    .filter({ hasText: "This session" });
  await expect(thisSession).toContainText("Chrome on Windows");
  await expect(thisSession).toContainText("127.0.0.1");

  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText(/^On since /)).toBeVisible();
  await expect(page.getByText("10 of 10 left")).toBeVisible();
  await screenshot(page, "account.png", { fullPage: true });

  // Removing a factor is a dangerous action: once the sign-in's confirmation is old, the app's next code confirms it.
  await ageConfirmation(SEED_ACCOUNTS.admin.email);
  await page.getByRole("button", { name: "Remove" }).click();
  await confirm(page, "Remove");
  const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
  await stepUp.getByLabel("Code from your authenticator app").fill(totpCode(secret, Date.now() + STEP_MS));
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Not set up")).toBeVisible();
});

test("Take Control asks a superadmin who signed in too long ago to confirm it's them, then opens by itself", async ({
  page,
}) => {
  // The first test enrolled the superadmin; if it failed, this one fails too rather than pass unseen.
  expect(superadmin.secret, "the superadmin enrolled by the first test").not.toBe("");
  test.setTimeout(90_000);
  await enterPassword(page, SEED_ACCOUNTS.superadmin.email);
  await secondStep(page, superadmin.codes[1]!);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  // Signing in counts as a confirmation: make it old.
  await ageConfirmation(SEED_ACCOUNTS.superadmin.email);

  await openSeedUserDetails(page);
  await page.getByRole("button", { name: "Take Control" }).click();
  const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible();
  await screenshot(page, "step-up.png", { fullPage: true });
  await stepUp.getByLabel("Code from your authenticator app").fill(staleCode());
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(stepUp.getByRole("alert")).toHaveText("That code is not valid. Try again.");
  await stepUp.getByLabel("Code from your authenticator app").fill(await nextUnspentCode(page));
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(stepUp).toBeHidden();
  // The read that asked is repeated by itself: the user's channels are there.
  await expect(page.getByRole("dialog").getByRole("tab", { name: "Channels" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible();
});

test("a delete the server asks to confirm, once confirmed, ends as a first try does: its toast, its Undo, the Trash", async ({
  page,
}) => {
  expect(superadmin.secret, "the superadmin enrolled by the first test").not.toBe("");
  test.setTimeout(120_000);
  await enterPassword(page, SEED_ACCOUNTS.superadmin.email);
  await secondStep(page, superadmin.codes[2]!);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const title = `Q3 launch ${Date.now()}`;
  await createViaApi(page, "/api/admin/roadmap", { title, order: 900_200 });
  // The server itself asks (no answer stands in for it): the sign-in's proof is made a day old.
  await ageConfirmation(SEED_ACCOUNTS.superadmin.email);

  await page.goto("/content/roadmap");
  const row = page.getByTestId("roadmap-row").filter({ hasText: title });
  await settled(page);
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const stepUp = page.getByRole("dialog", { name: `Confirm it's you to delete '${title}'` });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel("Code from your authenticator app").fill(await nextUnspentCode(page));
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(stepUp).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(toast(page)).toContainText("Roadmap item deleted successfully");
  await expect(toast(page).getByRole("button", { name: "Open Trash" })).toBeVisible();
  await toast(page).getByRole("button", { name: "Undo" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Restored" })).toBeVisible();
  await expect(row).toHaveCount(1);
});

/** A platform authenticator in this page's browser that verifies its user (as a fingerprint would) and answers at once. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test("an admin adds a passkey, signs in with it alone, uses it as the second step and to confirm a removal", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await addVirtualAuthenticator(page);
  await enterPassword(page, SEED_ACCOUNTS.admin.email);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.goto("/account");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  // The first factor: its recovery codes, once.
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  const passkeys = page.getByRole("list", { name: "Passkeys" });
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys).toContainText("Chrome on Windows");
  await expect(passkeys).toContainText("never used");
  await screenshot(page, "account-passkeys.png", { fullPage: true });

  // Passwordless: the sign-in page's own button, no email typed.
  await signOut(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  expect(await statusOf(page, "/api/admin/users")).toBe(200);

  // After a password, the passkey is the second step.
  await signOut(page);
  await enterPassword(page, SEED_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/login\/verify$/);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // Removing it is a dangerous action: once the sign-in's confirmation is old, the passkey confirms it.
  await page.goto("/account");
  await expect(passkeys).toContainText("last used");
  await ageConfirmation(SEED_ACCOUNTS.admin.email);
  await page.getByRole("button", { name: "Remove: Chrome on Windows" }).click();
  await confirm(page, "Remove");
  const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
  await stepUp.getByRole("button", { name: "Use a passkey" }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
});

/** A well-formed code that is no current one. */
function staleCode() {
  return totpCode(superadmin.secret, Date.now() - 20 * STEP_MS);
}
