// With SCREENSHOTS_DIR set, the list and an endpoint's delivery log are saved there as webhooks.png and
// webhook-deliveries.png (docs/screenshots/).
import { expect, test, type Page } from "@playwright/test";
import { createUserViaApi, createViaApi, deleteViaApi, uniqueTag } from "./helpers/api";
import { confirm, openScreen, toast } from "./helpers/screen";
import { screenshot } from "./helpers/screenshot";
import { open, signInAsAdmin } from "./helpers/session";
import { startWebhookReceiver, type WebhookReceiver } from "./helpers/webhook-receiver";

// The panel (server.ts, as `npm start` runs it) delivers on its own job workers; its receiver here is a node:http
// server on 127.0.0.1, which playwright.config.ts lets the panel reach (WEBHOOK_ALLOW_PRIVATE).
let receiver: WebhookReceiver;
test.beforeEach(async ({ page }) => {
  receiver = await startWebhookReceiver({ keepBodies: true });
  await signInAsAdmin(page, "superadmin");
});
test.afterEach(() => receiver.close());

// Tall enough for the page whole, sidebar included (a full-page shot leaves the fixed sidebar short).
const SCREENSHOT_VIEWPORT = { width: 1280, height: 960 };

/** The endpoint's delivery log, reloaded until its newest delivery shows `status`: the worker records it after the answer. */
async function expectNewestDelivery(page: Page, eventType: string, status: string) {
  const newest = page.getByTestId("webhook-delivery").first();
  await expect(async () => {
    await page.reload();
    await expect(newest).toContainText(eventType, { timeout: 2_000 });
    await expect(newest).toContainText(status, { timeout: 2_500 });
  }).toPass({ timeout: 15_000 });
  return newest;
}

test("an endpoint added for user.banned gets a signed delivery when a user is banned, shown in its log", async ({
  page,
}) => {
  await openScreen(page, "/admin-tools/webhooks", "Webhooks");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const form = page.getByRole("dialog", { name: "Add endpoint" });
  await form.getByLabel("URL").fill(receiver.url);
  await form.getByLabel("Description").fill(`e2e ${uniqueTag()}`);
  await form.getByRole("checkbox", { name: "user.banned", exact: true }).click();
  await form.getByRole("button", { name: "Add endpoint" }).click();

  const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
  await expect(secretDialog).toContainText("You won't see it again");
  const secret = await secretDialog.getByTestId("webhook-secret").innerText();
  expect(secret).toMatch(/^whsec_/);
  receiver.setSecret(secret);
  await secretDialog.getByRole("button", { name: "Done" }).click();

  const user = await createUserViaApi(page);
  await open(page, `/users/${user.id}`);
  await page.getByRole("button", { name: "Ban User" }).click();
  await confirm(page, "Ban User");
  await expect(toast(page)).toContainText("User Banned");

  await expect.poll(() => receiver.calls.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const [call] = receiver.calls;
  expect(call!.verified, "the signature verifies with standardwebhooks").toBe(true);
  expect(JSON.parse(call!.body!)).toMatchObject({ type: "user.banned" });
  expect(call!.body).toContain(user.id);

  await openScreen(page, "/admin-tools/webhooks", "Webhooks");
  await page.getByRole("link", { name: receiver.url }).click();
  await expect(page.getByRole("heading", { name: "Webhook endpoint", level: 1 })).toBeVisible();
  const delivery = await expectNewestDelivery(page, "user.banned", "Succeeded");
  await delivery.getByText("user.banned").click();
  await expect(delivery).toContainText(call!.eventId);
  await expect(delivery.getByTestId("webhook-attempt").first()).toContainText("HTTP 200");

  await page.goBack();
  await expect(page.getByRole("link", { name: receiver.url })).toBeVisible();
  await screenshot(page, "webhooks.png", { viewport: SCREENSHOT_VIEWPORT });
  await page.getByRole("button", { name: `Delete ${receiver.url}` }).click();
  await confirm(page);
  await expect(toast(page)).toContainText("Endpoint Deleted");
  await expect(page.getByRole("link", { name: receiver.url })).toHaveCount(0);
});

test("a test event the receiver refuses is logged as failed, and Retry delivers it once the receiver is back", async ({
  page,
}) => {
  const { endpoint, secret } = await createViaApi<{ endpoint: { id: string }; secret: string }>(
    page,
    "/api/admin/webhooks",
    {
      url: receiver.url,
      description: `e2e retry ${uniqueTag()}`,
      events: ["user.banned"],
    },
  );
  receiver.setSecret(secret);
  try {
    receiver.answer(() => 500);
    await openScreen(page, `/admin-tools/webhooks/${endpoint.id}`, "Webhook endpoint");
    await expect(page.getByText("No deliveries yet. Send a test event to try the endpoint.")).toBeVisible();
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(toast(page)).toContainText("Test event sent");

    const delivery = page.getByTestId("webhook-delivery").first();
    const retry = delivery.getByRole("button", { name: /^Retry/ });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await delivery.getByText("webhook.test").click();
    await expect(delivery.getByTestId("webhook-attempt").first()).toContainText("HTTP 500");

    receiver.answer(() => 200);
    await retry.click();
    await expect(toast(page)).toContainText("Retry queued");
    const retried = await expectNewestDelivery(page, "webhook.test", "Succeeded");
    expect(receiver.calls.at(-1)).toMatchObject({ status: 200, verified: true });
    await retried.getByText("webhook.test").click();
    await expect(retried.getByTestId("webhook-attempt").first()).toContainText("HTTP 200");
    await screenshot(page, "webhook-deliveries.png", { viewport: SCREENSHOT_VIEWPORT });
  } finally {
    await deleteViaApi(page, `/api/admin/webhooks/${endpoint.id}`);
  }
});
