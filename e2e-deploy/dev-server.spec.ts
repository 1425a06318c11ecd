// `npm run dev` holds still and hydrates at localhost and at 127.0.0.1: once
// its database lived in the watched tree and every write
// rebuilt the page; Next refused its live-reload socket to 127.0.0.1. And the
// panel's screens hold still after sign-in: once, after a fresh `npm ci`, the
// dashboard reloaded three times a second ("✓ Compiled in 0ms" after each load).
import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { compileRoutes, DEV_SERVER_PORT, startDevServer, type DevServer } from "./dev-server";
import { countLoads, type LoadCounter } from "./page-loads";
import { filesChangedSince } from "./project-tree";
import { signInAsSeedAdmin } from "./sign-in";

const ORIGINS = ["localhost", "127.0.0.1"].map((host) => `http://${host}:${DEV_SERVER_PORT}`);
// The dashboard and two lists of the nav, by their headings.
const SCREENS = [
  { route: "/", heading: "Dashboard" },
  { route: "/users", heading: "Users" },
  { route: "/channels", heading: "Channels" },
];
const SIGN_IN_WATCH_MS = 10_000;
const SCREEN_WATCH_MS = 5_000;

let server: DevServer;
test.beforeAll(async () => {
  // The start and the first compiles, each bounded in dev-server.ts.
  test.setTimeout(600_000);
  server = await startDevServer();
  // Compiled before any watch or timed wait, so those measure the page, not the compiler.
  await compileRoutes(ORIGINS[1]!, ["/login", ...SCREENS.map((screen) => screen.route)]);
});
test.afterAll(async () => {
  await server?.stop();
});

/** Opens `url` and expects, after `watchMs` of stillness, that it loaded once. */
async function expectOneLoad(page: Page, counter: LoadCounter, url: string, watchMs: number) {
  counter.loads = 0;
  const response = await page.goto(url);
  // The panel's headers still come with its pages in development (next.config.ts leaves Next's own files out).
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  await page.waitForTimeout(watchMs);
  expect(counter.loads, `page loads of ${url} in ${watchMs / 1000} seconds`).toBe(1);
}

/** Checks that the sign-in form runs its script, and signs in. */
async function signInEnhanced(page: Page, counter: LoadCounter, origin: string) {
  // Only the form's script answers a refused password in place; without it the browser posts and loads a page.
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");
  expect(counter.loads, `enhanced at ${origin}`).toBe(1);
  await signInAsSeedAdmin(page);
}

/** Sign-in and each screen, opened at `origin`, load once and hold still. */
async function signInAndBrowse(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const counter = countLoads(page);
  // Under nosniff the browser refused Next's client middleware manifest, served as JSON (vercel/next.js#92180).
  const refusedScripts: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("Refused to execute script"))
      refusedScripts.push(message.text());
  });
  await expectOneLoad(page, counter, `${origin}/login`, SIGN_IN_WATCH_MS);
  await signInEnhanced(page, counter, origin);
  for (const { route, heading } of SCREENS) {
    await expectOneLoad(page, counter, `${origin}${route}`, SCREEN_WATCH_MS);
    // Still signed in: the screen itself, not the sign-in form, held still.
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  expect(refusedScripts, `scripts the browser refused at ${origin}`).toEqual([]);
  await context.close();
}

test("sign-in and three screens load once and hold still, at localhost and at 127.0.0.1", async ({ browser }) => {
  // The watches, and page loads and sign-ins on a busy machine.
  test.setTimeout(SIGN_IN_WATCH_MS + SCREENS.length * SCREEN_WATCH_MS + 90_000);
  const since = Date.now();
  // At once: the routes are compiled already, so neither host waits on a compile the other started.
  await Promise.all(ORIGINS.map((origin) => signInAndBrowse(browser, origin)));
  expect(await filesChangedSince(since), "files the running dev server wrote in the project").toEqual([]);
});

test("the database and the development secret live outside the project, under XDG_DATA_HOME", async () => {
  const root = path.join(server.dataHome, "admin-panel");
  const checkouts = await fs.readdir(root);
  expect(checkouts).toHaveLength(1);
  expect((await fs.readdir(path.join(root, checkouts[0]!))).sort()).toEqual(["auth-secret", "pglite"]);
});
