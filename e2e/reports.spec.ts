// Moderation → Reports (docs/decisions/moderation.md "Reports"): ten reports triaged by the keyboard alone with an
// Undo, and two moderators on one item: the claim shows on the other's screen, and one's resolution resolves it there.
import { expect, test, type Page } from "@playwright/test";
import { apiCall, getViaApi } from "./helpers/api";
import { openScreen, toast } from "./helpers/screen";
import { otherAdmin, signInBeforeEach } from "./helpers/session";

// Within 2 s of the commit, plus the refetch's own time on a loaded machine.
const LIVE = { timeout: 6_000 };

type Message = { id: string; channelId: string; userId: string };
type User = { id: string; isAdmin: boolean };

/** Ten messages of the channel with the most, each reported by a member (filed by the superadmin, as the chat app would). */
async function reportTen(filer: Page): Promise<string> {
  const messages = await getViaApi<Message[]>(filer, "/api/admin/messages?limit=200");
  const byChannel = new Map<string, Message[]>();
  for (const message of messages)
    byChannel.set(message.channelId, [...(byChannel.get(message.channelId) ?? []), message]);
  const [channelId, inChannel] = [...byChannel].sort((a, b) => b[1].length - a[1].length)[0]!;
  const members = (await getViaApi<User[]>(filer, "/api/admin/users?limit=50")).filter((user) => !user.isAdmin);
  for (const [index, message] of inChannel.slice(0, 10).entries()) {
    const answer = await apiCall(filer, "POST", "/api/chat/reports", {
      reporterId: members[index % members.length]!.id,
      messageId: message.id,
      reason: index % 2 ? "spam" : "harassment",
    });
    expect([200, 201], answer.text).toContain(answer.status);
  }
  return channelId;
}

const rows = (page: Page) => page.getByTestId("report-row");
const detail = (page: Page) => page.getByTestId("report-detail");

test.describe("Reports inbox", () => {
  signInBeforeEach("moderator");

  test("triage ten reports by keyboard alone, with an Undo", async ({ page, browser }) => {
    const filer = await otherAdmin(browser);
    const channelId = await reportTen(filer);
    await filer.context().close();
    await openScreen(page, `/moderation?channelId=${channelId}`, "Reports");
    let remaining = (await getViaApi<unknown[]>(page, `/api/admin/reports?channelId=${channelId}&limit=200`)).length;
    expect(remaining).toBeGreaterThanOrEqual(10);
    await expect(rows(page)).toHaveCount(remaining);

    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toContainText("Dismiss the open item");
    await page.keyboard.press("Escape");
    // The keys are the list's again once the dialog has gone.
    await expect(help).toHaveCount(0);

    await page.keyboard.press("j");
    await page.keyboard.press("Enter");
    for (let step = 0; remaining > 0; step++) {
      await expect(detail(page)).toContainText("You are reviewing this item");
      await page.keyboard.press(step % 2 ? "x" : "d");
      remaining -= 1;
      await expect(rows(page)).toHaveCount(remaining);
      if (step === 2) {
        await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Item dismissed" }).first()).toBeVisible();
        await page.keyboard.press("u");
        await expect(
          page.locator("[data-sonner-toast]").filter({ hasText: "Resolution undone" }).first(),
        ).toBeVisible();
        remaining += 1;
        await expect(rows(page)).toHaveCount(remaining);
      }
    }
    await expect(page.getByText("No reports to review")).toBeVisible();
  });

  test("two moderators: the claim shows live on the other's screen, and one's resolution resolves it there", async ({
    page,
    browser,
  }) => {
    const other = await otherAdmin(browser);
    const channelId = await reportTen(other);
    const path = `/moderation?channelId=${channelId}`;
    await openScreen(page, path, "Reports");
    await openScreen(other, path, "Reports");
    const first = rows(page).first();
    const name = await first.getByRole("button").first().textContent();
    await first.getByRole("button").first().click();
    await expect(detail(page)).toContainText("You are reviewing this item");

    const theirs = rows(other).filter({ hasText: name! });
    await expect(theirs.getByTestId("report-claim")).toHaveText("Mona Moderator is reviewing", LIVE);
    await theirs.getByRole("button").first().click();
    await expect(detail(other).getByTestId("report-reviewing")).toHaveText("Mona Moderator is reviewing");
    await expect(detail(other).getByRole("button", { name: /Dismiss/ })).toHaveCount(0);

    await detail(page)
      .getByRole("button", { name: /Dismiss/ })
      .click();
    await expect(toast(page)).toContainText("Item dismissed");
    await expect(theirs).toHaveCount(0, LIVE);
    await expect(detail(other)).toContainText("Resolved by Mona Moderator", LIVE);
    await other.context().close();
  });
});
