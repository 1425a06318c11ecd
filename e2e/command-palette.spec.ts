import { expect, test, type Page } from "@playwright/test";
import { createUserViaApi, deleteViaApi, getViaApi, patchViaApi } from "./helpers/api";
import { confirm, toast } from "./helpers/screen";
import { open, SEED_PASSWORD, signInBeforeEach } from "./helpers/session";

// Driven with the keyboard only: Control+K, typing, arrows, Enter, Escape.
const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');

async function openPalette(page: Page) {
  // The header can hydrate after the page's root: press once its listener is there.
  await page.locator("button[data-listening]").waitFor();
  await page.keyboard.press("Control+K");
  await expect(palette(page)).toBeVisible();
  await expect(palette(page).getByRole("combobox")).toBeFocused();
}

/** Moves the selection with the arrow keys onto the option, then presses Enter. */
async function choose(page: Page, name: string | RegExp) {
  const option = palette(page).getByRole("option", { name });
  await expect(option).toBeVisible();
  for (let step = 0; step < 40 && (await option.getAttribute("aria-selected")) !== "true"; step++)
    await page.keyboard.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
}

async function run(page: Page, typed: string, name: string | RegExp) {
  await openPalette(page);
  await page.keyboard.type(typed);
  await choose(page, name);
}

test.describe("Command palette", () => {
  signInBeforeEach("admin");

  test("none of the palette's code loads with a screen; the first Control+K fetches it", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    const loadedCmdk = async () => (await Promise.all(scripts)).some((source) => source.includes("cmdk-item"));
    await open(page, "/channels");
    // The screen's scripts were read (a cached script still reports its body).
    expect((await Promise.all(scripts)).join("").length).toBeGreaterThan(100_000);
    expect(await loadedCmdk()).toBe(false);
    await openPalette(page);
    expect(await loadedCmdk()).toBe(true);
  });

  test("a header button shows the shortcut; Control+K jumps to a screen", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Search… (command palette)" });
    await expect(trigger).toHaveAttribute("aria-keyshortcuts", "Control+K");
    await expect(trigger).toContainText("Ctrl K");

    await run(page, "deals", /^Deals/);
    await expect(page).toHaveURL(/\/crm\/deals$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sales Pipeline" })).toBeVisible();

    // Two words narrow as the server's search does; nothing at all says so.
    await openPalette(page);
    await page.keyboard.type("crm comp");
    await expect(palette(page).getByRole("option")).toHaveText([/^Companies CRM/, /^Disable CRM Companies/]);
    await page.keyboard.type(" zzz-nothing");
    await expect(palette(page).getByText("No results")).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("a user without a handle is shown with the email, not a whole UUID", async ({ page }) => {
    const rows = await getViaApi<{ id: string; handle: string | null; email: string }[]>(
      page,
      "/api/admin/users?search=example.org&limit=100",
    );
    const seeded = rows.find((row) => !row.handle);
    expect(seeded).toBeTruthy();
    await open(page, "/channels");
    await openPalette(page);
    await page.keyboard.type(seeded!.email);
    const option = palette(page).getByRole("option", { name: new RegExp(seeded!.email.replace(/\./g, "\\.")) });
    await expect(option).toBeVisible();
    await expect(option).not.toContainText(seeded!.id);
    await page.keyboard.press("Escape");
  });

  test("finds seeded users by email fragment and by handle, opens them, and lists them under Recent", async ({
    page,
  }) => {
    const rows = await getViaApi<{ id: string; handle: string | null; firstName: string; lastName: string }[]>(
      page,
      "/api/admin/users?search=example.org&limit=50",
    );
    const seeded = rows.find((row) => row.handle);
    expect(seeded?.handle).toBeTruthy();

    await run(page, "user@example.c", /^Una User/);
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    await expect(page.getByText("user@example.com", { exact: true })).toBeVisible();

    await run(page, `@${seeded!.handle}`, new RegExp(`@${seeded!.handle}`));
    await expect(page).toHaveURL(`/users/${encodeURIComponent(seeded!.id)}`);
    await expect(page.getByText(`@${seeded!.handle}`, { exact: true })).toBeVisible();

    await open(page, "/channels");
    await openPalette(page);
    const recent = palette(page).getByRole("group", { name: "Recent" });
    await expect(recent.getByRole("option")).toHaveText([
      new RegExp(`^${seeded!.firstName} ${seeded!.lastName}`),
      /^Una User/,
    ]);
    // The newest comes first and is selected; the arrows reach the older one.
    await expect(recent.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await choose(page, /Una User/);
    await expect(page.getByText("user@example.com", { exact: true })).toBeVisible();

    // The trail names users: signing out wipes it from the browser.
    const trail = () =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith("admin-panel:command-palette:recent:")),
      );
    expect(await trail()).toHaveLength(1);
    await page.getByRole("link", { name: "Logout" }).click();
    await expect(page).not.toHaveURL(/\/users\//);
    expect(await trail()).toEqual([]);
  });

  test("a Logout opened in a new tab wipes the trail too", async ({ page, context }) => {
    const trailKey = "admin-panel:command-palette:recent:someone";
    await page.evaluate((key) => localStorage.setItem(key, "[]"), trailKey);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: "Logout" }).click({ button: "middle" }),
    ]);
    await expect(tab.getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), trailKey)).toBeNull();
  });

  test("a deleted user drops out of Recent", async ({ page }) => {
    const user = await createUserViaApi(page, { firstName: "Gone" });
    await open(page, `/users/${encodeURIComponent(user.id)}`);
    await openPalette(page);
    await expect(
      palette(page)
        .getByRole("group", { name: "Recent" })
        .getByRole("option", { name: new RegExp(user.lastName) }),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    const url = `/api/admin/users/${encodeURIComponent(user.id)}`;
    await patchViaApi(page, url, { isBanned: true });
    await deleteViaApi(page, url);

    await openPalette(page);
    await expect(palette(page).getByRole("group", { name: "Screens" })).toBeVisible();
    await expect(palette(page).getByRole("option", { name: new RegExp(user.lastName) })).toHaveCount(0);
    // Forgotten for good, not only hidden.
    await expect
      .poll(() =>
        page.evaluate(
          (lastName) => Object.values(localStorage).some((value) => value.includes(lastName)),
          user.lastName,
        ),
      )
      .toBe(false);
  });

  test("turns a feature off and on again: toast, and the sidebar and palette follow", async ({ page }) => {
    const channelsLink = sidebar(page).getByRole("link", { name: "Channels", exact: true });
    await expect(channelsLink).toBeVisible();

    await run(page, "disable channels", /^Disable Channels/);
    await expect(toast(page)).toContainText("Feature toggle updated");
    await expect(channelsLink).toHaveCount(0);

    await openPalette(page);
    await page.keyboard.type("channels");
    await expect(palette(page).getByRole("option", { name: /^Channels/ })).toHaveCount(0);
    await choose(page, /^Enable Channels/);
    await expect(toast(page)).toContainText("Feature toggle updated");
    await expect(channelsLink).toBeVisible();
  });

  test("a slow search shows progress, a superseded one is aborted, and failures are said", async ({ page }) => {
    const searches = /\/api\/admin\/users\?.*search=/;
    const aborted: string[] = [];
    page.on("requestfailed", (request) => {
      if (searches.test(request.url())) aborted.push(new URL(request.url()).searchParams.get("search") ?? "");
    });
    // The first search is held back, as on a slow network, so the next one overtakes it.
    let held = true;
    await page.route(searches, async (route) => {
      if (!held) return route.continue();
      held = false;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    await openPalette(page);
    const firstSearch = page.waitForRequest(searches);
    await page.keyboard.type("una");
    await expect(palette(page).getByRole("status")).toHaveText("Searching users…");
    await firstSearch;
    await expect(palette(page).getByText("No results")).toHaveCount(0);
    await page.keyboard.type(" user");
    await choose(page, /^Una User/);
    // The held search was superseded and aborted; on a slow machine a half-typed one may be too.
    expect(aborted[0]).toBe("una");
    expect(aborted.filter((term) => !"una user".startsWith(term))).toEqual([]);

    // A failed search says so, and "No results" does not pretend there are none.
    await page.unroute(searches);
    await page.route(searches, (route) => route.fulfill({ status: 500, body: "Internal server error" }));
    await openPalette(page);
    await page.keyboard.type("qqqq");
    await expect(palette(page).getByRole("status")).toHaveText("Could not search users. Type again to retry.");
    await expect(palette(page).getByText("No results")).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  test("a refused toggle change shows the server's message", async ({ page }) => {
    await page.route(/\/api\/admin\/feature-toggles\/channels$/, (route) =>
      route.fulfill({ status: 404, contentType: "text/plain", body: "Feature toggle not found" }),
    );
    await run(page, "disable channels", /^Disable Channels/);
    await expect(toast(page)).toContainText("Feature toggle not found");
    await expect(sidebar(page).getByRole("link", { name: "Channels", exact: true })).toBeVisible();
  });

  test("opens from inside a text field, Escape closes it, and focus goes back to the field", async ({ page }) => {
    await open(page, "/users");
    const search = page.getByPlaceholder("Search by name, email, or ID...");
    await search.focus();
    await page.keyboard.type("ada");
    await openPalette(page);
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("ada");

    // The shortcut also closes it again.
    await openPalette(page);
    await page.keyboard.press("Control+K");
    await expect(palette(page)).toBeHidden();
    await expect(search).toBeFocused();
  });

  test("bans and unbans a user found here after the confirmation their page asks; unbanning an admin asks who you are", async ({
    page,
  }) => {
    const user = await createUserViaApi(page, { firstName: "Palban" });
    const name = `Palban ${user.lastName}`;
    await run(page, user.email, new RegExp(`^Ban User: ${name}`));
    const ban = page.getByRole("alertdialog", { name: "Ban User?" });
    await expect(ban).toContainText(`${name} (${user.email})`);
    await confirm(page, "Ban User");
    await expect(toast(page)).toContainText("User Banned");
    await expect(ban).toBeHidden();

    // Giving an admin the panel back needs a recent proof of who the admin is (the server's step-up). A sign-in
    // moments ago is such a proof, so the first unban stands in for a session confirmed long ago, and is answered
    // as the server answers one; the proof and the call after it reach the real server.
    const url = `/api/admin/users/${encodeURIComponent(user.id)}`;
    await patchViaApi(page, url, { isAdmin: true });
    let asked = 0;
    await page.route(
      (target) => target.pathname === url,
      async (route) => {
        if (route.request().method() !== "PATCH" || asked++ > 0) return route.continue();
        await route.fulfill({
          status: 401,
          contentType: "application/json",
          body: JSON.stringify({ error: "reauthentication_required", message: "Confirm it's you to continue" }),
        });
      },
    );
    await run(page, user.email, new RegExp(`^Unban User: ${name}`));
    await expect(page.getByRole("alertdialog", { name: "Unban User?" })).toContainText(`${name} (${user.email})`);
    await confirm(page, "Unban User");
    const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
    await stepUp.getByLabel("Password").fill(SEED_PASSWORD);
    await stepUp.getByRole("button", { name: "Confirm" }).click();
    await expect(stepUp).toBeHidden();
    await expect(toast(page)).toContainText("User Unbanned");
    expect(asked).toBe(2);
    expect(await getViaApi(page, url)).toMatchObject({ isBanned: false });

    // A superadmin cannot be banned: found, but offered no ban.
    await openPalette(page);
    await page.keyboard.type("superadmin@example.com");
    await expect(palette(page).getByRole("option", { name: /^Sam Super/ })).toBeVisible();
    await expect(palette(page).getByRole("option", { name: /^Ban User/ })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Nor can the signed-in admin ban themselves, as on the users list's row menu.
    await openPalette(page);
    await page.keyboard.type("admin@example.com");
    await expect(palette(page).getByRole("option", { name: /^Ada Admin/ })).toBeVisible();
    await expect(palette(page).getByRole("option", { name: /^Ban User/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });
});
