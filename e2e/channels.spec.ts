import { expect, test } from "@playwright/test";
import { confirm, openScreen, toast } from "./helpers/screen";
import { open, signInBeforeEach } from "./helpers/session";

signInBeforeEach("admin");

test("select two channels and delete them after confirming", async ({ page }) => {
  await openScreen(page, "/channels", "Channels");
  const cards = page.getByTestId("channel-card");
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const names = [
    await cards.nth(0).locator('[data-slot="card-title"]').innerText(),
    await cards.nth(1).locator('[data-slot="card-title"]').innerText(),
  ];

  await cards.nth(0).getByRole("checkbox").click();
  await cards.nth(1).getByRole("checkbox").click();
  await page.getByRole("button", { name: "Delete 2 Channel(s)" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("removes the selected channels and all of their messages");
  await confirm(page);
  await expect(toast(page)).toContainText("Channels Deleted");
  await expect(cards).toHaveCount(before - 2);
  for (const name of names) await expect(page.getByText(name.trim(), { exact: true })).toHaveCount(0);
});

test("Select All selects every channel on the page and Deselect All clears it", async ({ page }) => {
  await open(page, "/channels");
  const deleteButton = page.getByRole("button", { name: /^Delete \d+ Channel\(s\)$/ });
  // Nothing selected, nothing to delete: no red "Delete 0 Channel(s)" waiting in the header.
  await expect(deleteButton).toHaveCount(0);
  await page.getByRole("button", { name: "Select All" }).click();
  const count = await page.getByTestId("channel-card").count();
  await expect(page.getByRole("button", { name: `Delete ${count} Channel(s)` })).toBeEnabled();
  await page.getByRole("button", { name: "Deselect All" }).click();
  await expect(deleteButton).toHaveCount(0);
});
