// Sanctions from a user's page: an admin mutes a member until a moment a few seconds ahead, the card shows it in
// force, and it ends by itself (the job queued at its end, under `npm start`), shown as ended after a reload; and a
// warning for two users selected in the users list; the user's timeline shows the mute issued and ended; the card's
// buttons appear only where the server would allow them, and the dialog's kinds only those the viewer may issue.
// Pictures: docs/screenshots/sanction-dialog.png, docs/screenshots/user-timeline.png.
import { expect, test } from "@playwright/test";
import { createUserViaApi, createViaApi, deleteViaApi, getViaApi, patchViaApi, uniqueTag } from "./helpers/api";
import { screenshot } from "./helpers/screenshot";
import { chooseOption, toast } from "./helpers/screen";
import { open, reload, signInAsAdmin, signInBeforeEach, signInWithOidc } from "./helpers/session";

test.describe("Sanctions", () => {
  signInBeforeEach("admin");

  test("a mute from the user's page lifts itself at its end", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUserViaApi(page);
    await open(page, `/users/${user.id}`);
    const card = page.getByRole("list", { name: "Sanctions" });
    await expect(page.getByText("No sanctions")).toBeVisible();

    await page.getByRole("button", { name: "Sanction", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Proposed next step: Warning")).toBeVisible();
    await chooseOption(page, "Sanction", "Mute", dialog);
    await chooseOption(page, "Reason", "Harassment", dialog);
    await chooseOption(page, "Duration", "Until a date", dialog);
    // The field takes the browser's local time, to the second.
    const soon = await page.evaluate(() => {
      const at = new Date(Date.now() + 8_000);
      const pad = (value: number) => String(value).padStart(2, "0");
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    });
    await dialog.getByLabel("Ends at").fill(soon);
    await dialog.getByLabel("Staff note (never shown to the member)").fill("e2e: short mute");
    await screenshot(dialog, "sanction-dialog.png");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page)).toContainText("Mute applied");
    const mute = card.getByTestId("sanction").filter({ hasText: "Mute" });
    await expect(mute).toContainText("Active");
    await expect(mute).toContainText("e2e: short mute");

    // At most a minute late (the minute's sweep); the job at its end is usually within seconds.
    await expect(async () => {
      await reload(page);
      await expect(mute).toContainText("Ended", { timeout: 1_000 });
    }).toPass({ timeout: 90_000, intervals: [3_000] });
    await expect(mute).toContainText("ended by itself");
    await expect(mute.getByRole("button", { name: "Lift" })).toHaveCount(0);

    // The timeline loads as it nears the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const timeline = page.getByRole("list", { name: "Timeline" });
    await timeline.scrollIntoViewIfNeeded();
    const sanctionEntries = timeline.locator("[data-source^='sanction']");
    await expect(sanctionEntries.filter({ hasText: "issued a mute" })).toContainText("Harassment");
    await expect(sanctionEntries.filter({ hasText: "The mute ended at its time" })).toHaveCount(1);
    await screenshot(page.getByRole("region", { name: "Timeline" }), "user-timeline.png");
  });

  test("the card offers only what the server would allow: nothing on one's own page or a superadmin's", async ({
    page,
  }) => {
    const idOf = async (email: string) =>
      (await getViaApi<{ id: string }[]>(page, `/api/admin/users?search=${encodeURIComponent(email)}`))[0]!.id;
    const user = await createUserViaApi(page);
    await createViaApi(page, `/api/admin/users/${user.id}/sanctions`, { kind: "mute", reason: "spam", duration: "1h" });
    await open(page, `/users/${user.id}`);
    const mute = page.getByRole("list", { name: "Sanctions" }).getByTestId("sanction");
    await expect(mute.getByRole("button", { name: "Lift" })).toBeVisible();
    await expect(mute.getByRole("button", { name: "Issued in error" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sanction", exact: true })).toBeVisible();
    for (const email of ["admin@example.com", "superadmin@example.com"]) {
      await open(page, `/users/${await idOf(email)}`);
      // The card is drawn (the server decided its buttons), with none in it.
      await expect(page.getByText("Warnings, mutes, suspensions and bans, newest first.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Sanction", exact: true })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Lift" })).toHaveCount(0);
    }
  });

  test("Sanction Selected warns every user selected in the users list", async ({ page }) => {
    const tag = `Bulk${uniqueTag()}`;
    const users = [await createUserViaApi(page, { firstName: tag }), await createUserViaApi(page, { firstName: tag })];
    await open(page, `/users?search=${tag}`);
    await page.getByRole("checkbox", { name: "Select all users on this page" }).click();
    await page.getByRole("button", { name: "Sanction Selected (2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Sanction 2 user(s)" });
    await chooseOption(page, "Reason", "Spam", dialog);
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page)).toContainText("Sanction applied to 2 user(s)");
    for (const user of users) {
      const { sanctions } = await getViaApi<{ sanctions: { kind: string }[] }>(
        page,
        `/api/admin/users/${user.id}/sanctions`,
      );
      expect(sanctions.map((sanction) => sanction.kind)).toEqual(["warn"]);
    }
  });
});

test("a role that may sanction but not ban: the dialog offers no Ban, and a ladder at Ban starts on a 30-day suspension", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, "superadmin");
  const role = await createViaApi<{ id: string }>(page, "/api/admin/roles", {
    name: `Sanctions ${uniqueTag()}`,
    permissions: ["users.read", "sanctions.read", "sanctions.manage"],
  });
  // An admin of this test's own, given the role: the seeded admins' sessions are other specs'.
  const admin = await createUserViaApi(page, { firstName: "Sanctioner" });
  const adminPath = `/api/admin/users/${encodeURIComponent(admin.id)}`;
  await patchViaApi(page, adminPath, { isAdmin: true });
  await patchViaApi(page, adminPath, { roleId: role.id });
  // Warned, muted and suspended: the default ladder's next step is a ban.
  const member = await createUserViaApi(page);
  for (const step of [{ kind: "warn" }, { kind: "mute", duration: "1d" }, { kind: "suspend", duration: "7d" }])
    await createViaApi(page, `/api/admin/users/${member.id}/sanctions`, { reason: "spam", ...step });
  const context = await browser.newContext({ baseURL });
  try {
    const moderator = await context.newPage();
    await signInWithOidc(moderator, admin.email);
    await open(moderator, `/users/${member.id}`);
    await moderator.getByRole("button", { name: "Sanction", exact: true }).click();
    const dialog = moderator.getByRole("dialog", { name: /^Sanction / });
    await expect(dialog).toContainText("Proposed next step: Ban");
    await expect(dialog.getByRole("combobox", { name: "Sanction" })).toHaveText("Suspension");
    await expect(dialog.getByRole("combobox", { name: "Duration" })).toHaveText("30 days");
    await dialog.getByRole("combobox", { name: "Sanction" }).click();
    await expect(moderator.getByRole("option", { name: "Mute" })).toBeVisible();
    await expect(moderator.getByRole("option", { name: "Ban" })).toHaveCount(0);
  } finally {
    await patchViaApi(page, adminPath, { isAdmin: false });
    await deleteViaApi(page, `/api/admin/roles/${role.id}`);
    await context.close();
  }
});
