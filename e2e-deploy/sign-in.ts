import { expect, type Page } from "@playwright/test";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { seedOptionsFromEnv } from "../prisma/seed/options";

/** Signs the seed admin in through the sign-in form on the page, and waits for the dashboard. */
export async function signInAsSeedAdmin(page: Page) {
  const email = page.locator("#email");
  await email.fill(SEED_ACCOUNTS.admin.email);
  await page.locator("#password").fill(seedOptionsFromEnv().password);
  await expect(email).toHaveValue(SEED_ACCOUNTS.admin.email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}
