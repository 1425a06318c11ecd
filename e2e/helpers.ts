import { expect, type Page } from "@playwright/test";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";

export const SEED_PASSWORD = process.env.SEED_PASSWORD ?? "admin-panel-dev";

export type Role = keyof typeof SEED_ACCOUNTS;

/** Signs in through the real sign-in page, from the signed-out screen at `path`. */
export async function signIn(page: Page, role: Role, path = "/") {
  await page.goto(path);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(SEED_ACCOUNTS[role].email);
  await page.getByLabel("Password").fill(SEED_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signInAsAdmin(page: Page, role: Exclude<Role, "user"> = "superadmin", path = "/") {
  await signIn(page, role, path);
  // While the page streams, a hidden copy of the shell can sit beside the visible one.
  await expect(page.getByTestId("current-user-handle").filter({ visible: true })).toHaveText(`@${SEED_ACCOUNTS[role].handle}`);
}

/** The status of a GET made by the page itself, with its cookies. */
export function statusOf(page: Page, path: string): Promise<number> {
  return page.evaluate((url) => fetch(url).then((response) => response.status), path);
}
