import { expect, test } from "@playwright/test";
import { confirm, toast } from "./helpers/screen";
import { open, signInAsAdmin } from "./helpers/session";

test("the audit log tells a toggle change and a channel deletion in words, with their details as lines", async ({
  page,
}) => {
  await signInAsAdmin(page, "admin");
  // Two actions to find: switch Shop off and on, and delete two channels.
  await open(page, "/admin-tools");
  const shop = page.getByRole("checkbox", { name: /^Content Shop/ });
  await shop.click();
  await expect(toast(page)).toContainText("Feature toggle updated");
  await expect(shop).not.toBeChecked();
  await shop.click();
  await expect(shop).toBeChecked();
  await open(page, "/channels");
  const cards = page.getByTestId("channel-card");
  await cards.nth(0).getByRole("checkbox").click();
  await cards.nth(1).getByRole("checkbox").click();
  await page.getByRole("button", { name: "Delete 2 Channel(s)" }).click();
  await confirm(page);
  await expect(toast(page)).toContainText("Channels Deleted");

  await open(page, "/admin-tools");
  await page.getByRole("link", { name: "Audit Log" }).click();
  await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
  const rows = page.locator("tbody tr");
  await page.getByLabel("Action (e.g. user.ban)").fill("feature_toggle.update");
  // Who and what in words: the admin's name and the toggle's, not their ids.
  await expect(rows.first().getByRole("cell", { name: /^Ada Admin/ })).toBeVisible();
  await expect(rows.first()).toContainText("turned on the feature toggle Content Shop");
  // Its details are the change, field by field, not JSON.
  await expect(rows.first().getByTestId("audit-details")).toContainText("isEnabled: false → true");
  // The target filter finds entries by the words of their target too.
  await page.getByLabel("Action (e.g. user.ban)").fill("");
  await page.getByLabel("Target (type, id or name)").fill("content shop");
  await expect(rows.first()).toContainText("turned on the feature toggle Content Shop");
  await page.getByLabel("Target (type, id or name)").fill("");
  await page.getByLabel("Action (e.g. user.ban)").fill("channel.bulk_delete");
  await expect(rows.first()).toContainText("deleted 2 channels");
  await expect(rows.first()).toContainText("channel.bulk_delete");
  await expect(rows.first().getByTestId("audit-details")).toContainText("deleted: 2");
  await expect(rows.first().locator("pre")).toHaveCount(0);
});
