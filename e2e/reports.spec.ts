// Moderation → Reports (docs/decisions/moderation.md "Reports"): ten reports triaged by the keyboard alone with an
// Undo, a mute (with the delete) by the keyboard alone, and two moderators on one item: the claim shows on the
// other's screen, and one's resolution resolves it there; a message's channel narrows the list. With
// SCREENSHOTS_DIR set, the inbox is saved there as reports-inbox-light.png, reports-inbox-dark.png (1280 px) and
// reports-inbox-375.png.
import { expect, request, test, type Locator, type Page } from "@playwright/test";
import { REPORTS_PAGE_SIZE } from "../lib/reports/schema";
import { setTheme } from "./a11y";
import { apiCall, getViaApi } from "./helpers/api";
import { openScreen, toast } from "./helpers/screen";
import { screenshot } from "./helpers/screenshot";
import { otherAdmin, signInBeforeEach } from "./helpers/session";

// Within 2 s of the commit, plus the refetch's own time on a loaded machine.
const LIVE = { timeout: 6_000 };

type Message = { id: string; channelId: string; userId: string };
type User = { id: string; isAdmin: boolean; isSuperadmin: boolean };
type Item = { id: string; userId: string | null };
type Sanctions = { sanctions: { kind: string; liftedAt: string | null; liftReason: string | null }[] };

/** Ten messages of the channel with the most, each reported by a member (filed with a token, as the chat app would). */
async function reportTen(filer: Page): Promise<string> {
  const messages = await getViaApi<Message[]>(filer, "/api/admin/messages?limit=200");
  const byChannel = new Map<string, Message[]>();
  for (const message of messages)
    byChannel.set(message.channelId, [...(byChannel.get(message.channelId) ?? []), message]);
  const [channelId, inChannel] = [...byChannel].sort((a, b) => b[1].length - a[1].length)[0]!;
  const members = (await getViaApi<User[]>(filer, "/api/admin/users?limit=50")).filter((user) => !user.isAdmin);
  // The chat app's route takes a token only, as the chat app holds one.
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  const token = await apiCall<{ secret: string }>(filer, "POST", "/api/admin/tokens", {
    name: `chat app ${Date.now()}`,
    expiresAt,
    permissions: ["reports.create"],
  });
  expect(token.status, token.text).toBe(201);
  const chatApp = await request.newContext({ baseURL: test.info().project.use.baseURL });
  for (const [index, message] of inChannel.slice(0, 10).entries()) {
    const answer = await chatApp.post("/api/chat/reports", {
      headers: { Authorization: `Bearer ${token.json.secret}` },
      data: {
        reporterId: members[index % members.length]!.id,
        messageId: message.id,
        reason: index % 2 ? "spam" : "harassment",
      },
    });
    expect([200, 201], await answer.text()).toContain(answer.status());
  }
  await chatApp.dispose();
  return channelId;
}

const rows = (page: Page) => page.getByTestId("report-row");
const detail = (page: Page) => page.getByTestId("report-detail");

/** Presses Tab until `target` has the focus (the keyboard alone, as a moderator would reach it). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 30; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

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

  test("mute an item's author and delete the message by keyboard alone, then take it back with u", async ({
    page,
    browser,
  }) => {
    const filer = await otherAdmin(browser);
    const channelId = await reportTen(filer);
    const members = new Set(
      (await getViaApi<User[]>(filer, "/api/admin/users?limit=200"))
        .filter((user) => !user.isAdmin && !user.isSuperadmin)
        .map((user) => user.id),
    );
    await filer.context().close();
    const items = await getViaApi<Item[]>(page, `/api/admin/reports?channelId=${channelId}&limit=200`);
    const index = items.findIndex((item) => item.userId !== null && members.has(item.userId));
    expect(index).toBeGreaterThanOrEqual(0);
    const authorId = items[index]!.userId!;
    await openScreen(page, `/moderation?channelId=${channelId}`, "Reports");
    await expect(rows(page)).toHaveCount(items.length);
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toContainText("Mute the open item's author");
    await expect(help).toContainText("Ban the open item's author");
    await page.keyboard.press("Escape");
    await expect(help).toHaveCount(0);
    for (let step = 0; step <= index; step++) await page.keyboard.press("j");
    await page.keyboard.press("Enter");
    await expect(detail(page)).toContainText("You are reviewing this item");
    await setTheme(page, "light");
    await screenshot(page, "reports-inbox-light.png");

    await page.keyboard.press("m");
    const dialog = page.getByRole("dialog", { name: /^Sanction / });
    await expect(dialog).toContainText("Proposed next step");
    await expect(dialog.getByRole("combobox", { name: "Sanction" })).toContainText("Mute");
    const alsoDelete = dialog.getByRole("checkbox", { name: "Also delete the reported message" });
    await tabTo(page, alsoDelete);
    await page.keyboard.press("Space");
    await expect(alsoDelete).toHaveAttribute("aria-checked", "true");
    await tabTo(page, dialog.getByRole("button", { name: "Apply" }));
    await page.keyboard.press("Enter");
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Message deleted, author sanctioned and item resolved" }),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(items.length - 1);

    // While the toast's Undo lasts, once the dialog has gone (the list's keys wait for it): the mute is taken back as
    // issued in error, and lifted.
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press("u");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Resolution undone" }).first()).toBeVisible();
    await expect(rows(page)).toHaveCount(items.length);
    const undone = await getViaApi<Sanctions>(page, `/api/admin/users/${authorId}/sanctions`);
    expect(undone.sanctions[0]).toMatchObject({ kind: "mute", liftReason: "Issued in error: undone" });
    expect(undone.sanctions[0]!.liftedAt).not.toBeNull();

    await setTheme(page, "dark");
    await screenshot(page, "reports-inbox-dark.png");
    await setTheme(page, "light");
    await screenshot(page, "reports-inbox-375.png", { viewport: { width: 375, height: 812 }, fullPage: true });
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

  test("a message's channel in the list narrows the list to that channel's items", async ({ page, browser }) => {
    const filer = await otherAdmin(browser);
    const channelId = await reportTen(filer);
    await filer.context().close();
    const items = await getViaApi<{ channel: { name: string | null } | null }[]>(
      page,
      `/api/admin/reports?channelId=${channelId}&limit=200`,
    );
    const name = `#${items[0]!.channel!.name ?? channelId}`;
    await openScreen(page, "/moderation", "Reports");
    // The newest reports, these ten, come first.
    await rows(page)
      .getByRole("button", { name: `Show only ${name}'s reports` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`channelId=${channelId}`));
    await expect(page.getByRole("searchbox", { name: "Channel" })).toHaveValue(channelId);
    await expect(rows(page)).toHaveCount(Math.min(items.length, REPORTS_PAGE_SIZE));
    for (const row of await rows(page).all())
      await expect(row.getByRole("button", { name: `Show only ${name}'s reports` })).toBeVisible();
  });
});
