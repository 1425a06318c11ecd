// `npm run dev` holds still and hydrates at localhost and at 127.0.0.1 (issue 8,
// findings 2 and 3): its database lived in the watched tree and every write
// rebuilt the page; Next refused its live-reload socket to 127.0.0.1.
import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { DEV_SERVER_PORT, startDevServer, type DevServer } from "./dev-server";
import { filesChangedSince } from "./project-tree";
import { signInAsSeedAdmin } from "./sign-in";

const WATCH_MS = 10_000;
// The first sign-in compiles the dashboard.
const DASHBOARD_COMPILE_MS = 120_000;

let server: DevServer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startDevServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Opens /login and counts, for WATCH_MS, what a rebuild makes the page do: load
 * the document again, or refetch its server components (a Fast Refresh). Then
 * checks that the form runs its script, and signs in.
 */
async function signInWithoutReloads(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let loads = 0;
  page.on("request", (request) => {
    const isDocument = request.isNavigationRequest() && request.frame() === page.mainFrame();
    // Next's router fetches a page's server components with an `RSC` header; a prefetch says so.
    const headers = request.headers();
    if (isDocument || (headers.rsc && !headers["next-router-prefetch"])) loads += 1;
  });
  await page.goto(`${origin}/login`);
  await page.waitForTimeout(WATCH_MS);
  expect(loads, `page loads at ${origin} in ${WATCH_MS / 1000} seconds`).toBe(1);

  // Only the form's script answers a refused password in place; without it the browser posts and loads a page.
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");
  expect(loads, `enhanced at ${origin}`).toBe(1);
  await signInAsSeedAdmin(page, DASHBOARD_COMPILE_MS);
  await context.close();
}

test("the sign-in page loads once, hydrates and signs in at localhost and at 127.0.0.1", async ({ browser }) => {
  test.setTimeout(WATCH_MS + DASHBOARD_COMPILE_MS + 60_000);
  const since = Date.now();
  await Promise.all(["localhost", "127.0.0.1"].map((host) => signInWithoutReloads(browser, `http://${host}:${DEV_SERVER_PORT}`)));
  expect(await filesChangedSince(since), "files the running dev server wrote in the project").toEqual([]);
});

test("the database and the development secret live outside the project, under XDG_DATA_HOME", async () => {
  const root = path.join(server.dataHome, "admin-panel");
  const checkouts = await fs.readdir(root);
  expect(checkouts).toHaveLength(1);
  expect((await fs.readdir(path.join(root, checkouts[0]!))).sort()).toEqual(["auth-secret", "pglite"]);
});
