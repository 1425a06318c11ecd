// The serverless mode: `next build` + `next start`, no server.ts (see README "Deploying").
import { expect, test } from "@playwright/test";
import { downloadAndCompare, editNewItemWithBonuses, pdfOf, uploadWithProgress } from "../e2e/bonus-files";
import { createViaApi } from "../e2e/helpers/api";
import { open } from "../e2e/helpers/session";
import { signInAsSeedAdmin } from "./sign-in";

const FEED = "/api/feature-toggles";
const CHAT_ORIGIN = "https://chat.example.test";

test("the route handler serves the feed with CDN caching, ETag, 304 and CORS", async ({ request }) => {
  const first = await request.get(FEED, { headers: { Origin: CHAT_ORIGIN } });
  expect(first.status()).toBe(200);
  expect(await first.json()).toContainEqual({ featureKey: "dashboard", featureName: "Dashboard", isEnabled: true });
  const headers = first.headers();
  expect(headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=30");
  expect(headers["cdn-cache-control"]).toBe("max-age=5, stale-while-revalidate=30");
  expect(headers["access-control-allow-origin"]).toBe(CHAT_ORIGIN);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  // Served over plain http: no Strict-Transport-Security.
  expect(headers["strict-transport-security"]).toBeUndefined();

  const unchanged = await request.get(FEED, { headers: { "If-None-Match": headers.etag! } });
  expect(unchanged.status()).toBe(304);
  expect(await unchanged.body()).toHaveLength(0);
  expect(unchanged.headers()["cdn-cache-control"]).toBe(headers["cdn-cache-control"]);
  expect(unchanged.headers().etag).toBe(headers.etag);
});

test("an admin signs in and sees the dashboard", async ({ page }) => {
  await page.goto("/login");
  await signInAsSeedAdmin(page);
});

test("bonus files go to the local folder store and back through the panel's own presigned URLs", async ({ page }) => {
  await page.goto("/login");
  await signInAsSeedAdmin(page);
  const { dialog } = await editNewItemWithBonuses(page);
  // Larger than Next's 10 MB body buffer for proxied requests: the storage route must stream.
  const bytes = pdfOf(12);
  await uploadWithProgress(page, dialog, "workbook.pdf", bytes);
  await downloadAndCompare(page, dialog, "workbook.pdf", bytes);
});

test("the health probes answer without a session, and every answer carries a request id", async ({ request }) => {
  const live = await request.get("/api/health");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  const ready = await request.get("/api/health/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
  // The API description is for admins; the refusal still names its request, keeping a proxy's id.
  const refused = await request.get("/api/openapi.json", { headers: { "X-Request-Id": "probe-request-0001" } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["x-request-id"]).toBe("probe-request-0001");
});

test("live lists poll: another tab's new contact shows up, and quiet polls are answered 304", async ({
  page,
  browser,
}) => {
  const polls: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/admin/changes") polls.push(response.status());
  });
  const tag = `Polled${Date.now().toString(36)}`;
  await page.goto("/login");
  await signInAsSeedAdmin(page);
  // Until every streamed part is in place, a hidden copy of the list can sit beside the shown one.
  await open(page, `/crm/contacts?search=${tag}`);
  await expect(page.getByText("No contacts found")).toBeVisible();
  await expect.poll(() => polls.filter((status) => status === 304).length, { timeout: 15_000 }).toBeGreaterThan(0);

  const other = await (await browser.newContext()).newPage();
  await other.goto("/login");
  await signInAsSeedAdmin(other);
  await createViaApi(other, "/api/admin/contacts", { firstName: "Poll", lastName: tag });
  await expect(page.getByTestId("contact-row")).toContainText(`Poll ${tag}`, { timeout: 10_000 });
  await other.context().close();
});
