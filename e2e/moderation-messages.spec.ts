// Moderation → Messages: find a seeded channel message by its words, delete it after confirming, and the
// toast's Undo brings it back; select several and delete them as one batch; purge a member's messages in a window
// (the exact count, a typed confirmation) and Undo the whole purge.
import { expect, test } from "@playwright/test";
import { apiCall, getViaApi } from "./helpers/api";
import { confirm, openScreen, toast } from "./helpers/screen";
import { signInBeforeEach } from "./helpers/session";

type Found = { id: string; content: string; createdAt: string; user: { id: string } };

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

  test("select messages and delete them together, then one Undo brings them all back", async ({ page }) => {
    const found = await getViaApi<Found[]>(page, "/api/admin/messages?limit=2");
    expect(found).toHaveLength(2);
    await openScreen(page, "/moderation/messages", "Messages");
    const rows = found.map((message) => page.getByTestId("message-row").filter({ hasText: message.content }));
    for (const row of rows) await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Delete 2 message(s)?");
    await confirm(page);
    await expect(toast(page)).toContainText("2 message(s) deleted");
    for (const row of rows) await expect(row).toHaveCount(0);

    await toast(page).getByRole("button", { name: "Undo" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Restored" })).toBeVisible();
    for (const row of rows) await expect(row).toHaveCount(1);
  });

  test("purge a member's messages in a window after the exact count and a typed confirmation, then Undo", async ({
    page,
  }) => {
    const [latest] = await getViaApi<Found[]>(page, "/api/admin/messages?limit=1");
    const authorId = latest!.user.id;
    const theirs = await getViaApi<Found[]>(page, `/api/admin/messages?authorId=${authorId}&limit=200`);
    const day = (message: Found) => message.createdAt.slice(0, 10);
    const window = { authorId, from: day(theirs.at(-1)!), to: day(theirs[0]!) };
    const dryRun = await apiCall<{ count: number }>(page, "POST", "/api/admin/messages/purge", {
      ...window,
      dryRun: true,
    });
    const count = dryRun.json.count;
    expect(count).toBeGreaterThan(0);

    await openScreen(page, `/moderation/messages?authorId=${authorId}`, "Messages");
    await expect(page.getByTestId("message-row").first()).toBeVisible();
    await page.getByRole("button", { name: "Purge this member's messages…" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("From (UTC)").fill(window.from);
    await dialog.getByLabel("To (UTC)").fill(window.to);
    await expect(dialog.getByTestId("purge-count")).toHaveText(
      `${count.toLocaleString("en-US")} message(s) will be moved to the trash.`,
    );
    const purge = dialog.getByRole("button", { name: "Purge messages" });
    await expect(purge).toBeDisabled();
    await dialog.getByLabel('Type "purge" to confirm').fill("purge");
    await purge.click();
    await expect(toast(page)).toContainText(`${count.toLocaleString("en-US")} message(s) purged`);
    await expect(page.getByTestId("message-row").filter({ hasText: latest!.content })).toHaveCount(0);

    await toast(page).getByRole("button", { name: "Undo" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Restored" })).toBeVisible();
    await expect(page.getByTestId("message-row").filter({ hasText: latest!.content })).toHaveCount(1);
  });
});

test.describe("Moderation messages: direct messages", () => {
  signInBeforeEach("superadmin");

  test("the Direct messages scope shows members' private messages after the step-up a fresh sign-in gave", async ({
    page,
  }) => {
    await openScreen(page, "/moderation/messages", "Messages");
    const scope = page.getByRole("group", { name: "Which messages" });
    await scope.getByRole("button", { name: "Direct messages" }).click();
    await expect(scope.getByRole("button", { name: "Direct messages" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Direct Messages", { exact: true })).toBeVisible();
    await expect(page.getByTestId("direct-message-row").first()).toBeVisible();
    await scope.getByRole("button", { name: "Channels" }).click();
    await expect(page.getByTestId("message-row").first()).toBeVisible();
  });
});
