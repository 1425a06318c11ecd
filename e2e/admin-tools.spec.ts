import { expect, test } from "@playwright/test";
import { apiCall } from "./helpers/api";
import { openScreen, toast } from "./helpers/screen";
import { signInAsAdmin } from "./helpers/session";

test("disabling Channels hides it from the sidebar at once, and the toast's Undo brings it back", async ({ page }) => {
  await signInAsAdmin(page, "admin");
  await openScreen(page, "/admin-tools", "Admin Tools");
  await expect(page.getByText("Feature Toggles", { exact: true })).toBeVisible();
  await expect(page.getByText("How It Works")).toBeVisible();
  await expect(page.getByText("admin_tools", { exact: true })).toHaveCount(0);

  const sidebar = page.locator('[data-slot="sidebar"]');
  const toggle = page.getByRole("checkbox", { name: /^Channels/ });
  await expect(sidebar.getByRole("link", { name: "Channels", exact: true })).toBeVisible();
  // Each toggle says who loses what before the click.
  const effect = (text: string) => page.getByText(text, { exact: true });
  await expect(
    effect(
      "Off: Channels disappears from the chat app's navigation for every member, and from this panel's sidebar for every admin.",
    ),
  ).toBeVisible();
  await expect(
    effect(
      "Off: Library disappears from the chat app's navigation for every member, and from this panel's sidebar for every admin.",
    ),
  ).toBeVisible();
  await toggle.click();
  await expect(toast(page)).toContainText("Feature toggle updated");
  await expect(sidebar.getByRole("link", { name: "Channels", exact: true })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: /^Channels/ })).not.toBeChecked();
  await expect(
    effect(
      "Channels is hidden from the chat app's navigation for every member, and from this panel's sidebar for every admin.",
    ),
  ).toBeVisible();
  // npm start's workers each keep the feed in memory, checked against the table every second.
  const channelsInFeed = () =>
    // Past the browser's cache (apiCall asks for no-store): the feed may be kept 5 seconds, and the Undo comes sooner.
    apiCall<{ featureKey: string; isEnabled: boolean }[]>(page, "GET", "/api/feature-toggles").then(
      (feed) => feed.json.find((entry) => entry.featureKey === "channels")?.isEnabled,
    );
  await expect.poll(channelsInFeed, { timeout: 2_000 }).toBe(false);

  // One click reached every member of the chat app: the toast's Undo switches it back, as a delete's restores.
  await toast(page).getByRole("button", { name: "Undo" }).click();
  await expect(sidebar.getByRole("link", { name: "Channels", exact: true })).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Channels is now enabled." })).toBeVisible();
  await expect.poll(channelsInFeed, { timeout: 2_000 }).toBe(true);
});
