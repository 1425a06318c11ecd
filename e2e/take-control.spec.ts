import { expect, test } from "@playwright/test";
import { openSeedUserDetails, toast } from "./helpers/screen";
import { signInAsAdmin } from "./helpers/session";

async function openTakeControlForSeedUser(page: import("@playwright/test").Page) {
  await openSeedUserDetails(page);
  await page.getByRole("button", { name: "Take Control" }).click();
}

test("a superadmin sends a channel message and a direct message as another user", async ({ page }) => {
  await signInAsAdmin(page, "superadmin");
  await openTakeControlForSeedUser(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Channels" })).toBeVisible();

  await dialog.getByRole("option").first().click();
  const input = dialog.getByPlaceholder("Type a message...");
  await input.fill("   ");
  await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
  await input.fill("Hello from Take Control");
  await input.press("Shift+Enter");
  await input.pressSequentially("second line");
  await input.press("Enter");
  await expect(toast(page)).toContainText("Message Sent");
  await expect(input).toHaveValue("");

  await dialog.getByRole("tab", { name: "Direct Messages" }).click();
  await expect(dialog.getByText("Recent Conversations")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Recipient" }).click();
  await page.getByPlaceholder("Search by name, email or ID...").fill("admin@example.com");
  await page.getByRole("option", { name: /Ada Admin/ }).click();
  const dmInput = dialog.getByPlaceholder("Type a direct message...");
  await dmInput.fill("A direct hello");
  await dmInput.press("Enter");
  await expect(toast(page)).toContainText("Direct Message Sent");
  await expect(dialog.getByRole("button", { name: /Ada Admin.*A direct hello/ })).toBeVisible();
});

test("an admin who is not a superadmin gets Access Denied and the dialog closes", async ({ page }) => {
  await signInAsAdmin(page, "admin");
  await openTakeControlForSeedUser(page);
  await expect(toast(page)).toContainText("Access Denied");
  await expect(toast(page)).toContainText("Only superadmins can use the Take Control feature.");
  await expect(page.getByRole("dialog")).toBeHidden();
});
