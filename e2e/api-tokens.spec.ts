// Admin Tools → API tokens: a token made in the screen is read once, works like curl would use it (no cookie, no
// Origin), is named in the audit log as the admin's token, and stops at once when revoked.
// With SCREENSHOTS_DIR set, the screen and the New token dialog are saved there (docs/screenshots/api-tokens*.png).
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { getViaApi, uniqueTag } from "./helpers/api";
import { confirm, openScreen } from "./helpers/screen";
import { screenshot } from "./helpers/screenshot";
import { signInBeforeEach } from "./helpers/session";

const admin = SEED_ACCOUNTS.admin;
/** The size the committed pictures were taken at. */
const SCREENSHOT_VIEWPORT = { width: 1440, height: 900 };

test.describe("API tokens", () => {
  signInBeforeEach("admin");

  test("a token is shown once, calls the API without a cookie, is audited as the token, and revoking stops it", async ({
    page,
    baseURL,
  }) => {
    const name = `script ${uniqueTag()}`;
    await openScreen(page, "/admin-tools/tokens", "API tokens");
    await page.getByRole("button", { name: "New token" }).click();
    const form = page.getByRole("dialog", { name: "New API token" });
    await form.getByLabel("Name").fill(name);
    await form
      .getByRole("group", { name: "Users" })
      .getByRole("checkbox", { name: "See users, their channels and profiles" })
      .check();
    await screenshot(page, "api-tokens-new.png", { viewport: SCREENSHOT_VIEWPORT });
    await form.getByRole("button", { name: "Create Token" }).click();

    const shown = page.getByRole("dialog", { name: "Your new API token" });
    await expect(shown).toContainText("you won't see it again");
    const secret = (await shown.getByTestId("token-secret").textContent())!.trim();
    expect(secret).toMatch(/^apt_/);
    await shown.getByRole("button", { name: "Done" }).click();
    const row = page.getByTestId("token-row").filter({ hasText: name });
    await expect(row).toContainText("Active");
    await expect(page.getByText(secret)).toHaveCount(0);
    await screenshot(page, "api-tokens.png", { viewport: SCREENSHOT_VIEWPORT });

    // A client of its own, as curl would be: no cookie, no Origin.
    const api = await playwrightRequest.newContext({ baseURL });
    const bearer = { Authorization: `Bearer ${secret}` };
    expect((await api.get("/api/admin/users?limit=5", { headers: bearer })).status()).toBe(200);
    const viewName = `token view ${uniqueTag()}`;
    const saved = await api.post("/api/admin/views", {
      headers: bearer,
      data: { list: "users", name: viewName, state: { query: {} } },
    });
    expect(saved.status()).toBe(201);
    expect((await api.get("/api/account", { headers: bearer })).status()).toBe(401);

    // The audit log, as the admin reads it (with the page's cookie), names the token as the actor.
    const audit = await getViaApi<{ actorLabel: string | null }[]>(
      page,
      `/api/admin/audit-logs?actor=${encodeURIComponent(admin.email)}&action=saved_view.create&limit=20`,
    );
    const actors = audit.map((entry) => entry.actorLabel);
    expect(actors).toContain(`${admin.firstName} ${admin.lastName}'s token '${name}'`);

    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    await confirm(page, "Revoke");
    await expect(row).toContainText("Revoked");
    const refused = await api.get("/api/admin/users?limit=5", { headers: bearer });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["x-error-code"]).toBe("token_invalid");
    await api.dispose();
  });
});
