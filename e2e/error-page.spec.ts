// The panel's own error page: a screen that fails to render (a route that exists only under the
// test launcher, lib/http/test-routes.ts) shows it inside the shell, so the sidebar stays, with the
// reference the server's log names; Try again renders the screen anew once its fault is gone.
import { expect, test } from "@playwright/test";
import { ERROR_SCREEN_TEXT } from "../components/layout/error-screen-text";
import { RENDER_ERROR_FIXED_COOKIE } from "../lib/http/test-routes";
import { expectAccessibleInBothThemes } from "./a11y";
import { open, signInBeforeEach } from "./helpers/session";

const PROBE = "/test-only/render-error";

test.describe("Error page", () => {
  signInBeforeEach("admin");

  test("a screen that fails to render shows it inside the shell, with a reference; Try again renders the screen once it can", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await open(page, PROBE);
    const errorHeading = page.getByRole("heading", { name: ERROR_SCREEN_TEXT.title });
    await expect(errorHeading).toBeVisible();
    await expect(page.getByText(ERROR_SCREEN_TEXT.text)).toBeVisible();
    // A server-side failure: Next's digest, which the server's log line names beside the request id.
    await expect(page.getByText(ERROR_SCREEN_TEXT.reference)).toContainText(/Reference: \S+/);
    // The shell is still there to go elsewhere.
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar.getByRole("link", { name: "Users", exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(page, "error page");

    // Still failing: Try again fetches the screen anew, and the error page stays.
    const retry = page.getByRole("button", { name: ERROR_SCREEN_TEXT.retry });
    await retry.click();
    await expect(errorHeading).toBeVisible();

    // The fault is gone: Try again now shows the screen, in the same page.
    await page.context().addCookies([{ name: RENDER_ERROR_FIXED_COOKIE, value: "1", url: baseURL! }]);
    await retry.click();
    await expect(page.getByRole("heading", { name: "Render error probe" })).toBeVisible();
    await expect(errorHeading).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "Users", exact: true })).toBeVisible();
  });
});
