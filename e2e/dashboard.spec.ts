import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./helpers/session";

test("the dashboard shows live stats, the five latest users and the system cards", async ({ page }) => {
  await signInAsAdmin(page, "admin");
  for (const title of ["Total Users", "Administrators", "Banned Users", "Active Users"]) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  const total = Number((await page.getByTestId("stat-total").textContent())?.replace(/,/g, ""));
  expect(total).toBeGreaterThanOrEqual(120);
  await expect(page.getByText("Latest registered users in the system")).toBeVisible();
  const recentRows = page.locator("table").first().locator("tbody tr");
  await expect(recentRows).toHaveCount(5);
  await expect(page.getByText("Database Connection")).toBeVisible();
  await expect(page.getByText("Connected")).toBeVisible();
  await page.getByRole("button", { name: "Refresh Stats" }).click();
  await recentRows.first().getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("heading", { name: "User Details" })).toBeVisible();
});
