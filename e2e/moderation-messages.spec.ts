// Moderation → Messages: find a seeded channel message by its words, delete it after confirming, and the
// toast's Undo brings it back.
import { expect, test } from "@playwright/test";
import { getViaApi } from "./helpers/api";
import { confirm, openScreen, toast } from "./helpers/screen";
import { signInBeforeEach } from "./helpers/session";

type Found = { id: string; content: string };

test.describe("Moderation messages", () => {
  signInBeforeEach("admin");

  test("search a message by its words, delete it after confirming, then Undo", async ({ page }) => {
    const [message] = await getViaApi<Found[]>(page, "/api/admin/messages?limit=1");
    expect(message).toBeDefined();
    await openScreen(page, "/moderation/messages", "Messages");

    await page.getByLabel("Search messages").fill(message!.content);
    await expect(page).toHaveURL(/[?&]search=/);
    const row = page.getByTestId("message-row").filter({ hasText: message!.content });
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: /^Delete message by / }).click();
    await expect(page.getByRole("alertdialog")).toContainText(message!.content);
    await confirm(page);
    await expect(toast(page)).toContainText("Message deleted");
    await expect(row).toHaveCount(0);

    await toast(page).getByRole("button", { name: "Undo" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Restored" })).toBeVisible();
    await expect(row).toHaveCount(1);
  });
});
