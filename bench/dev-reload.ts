// npm run bench -- dev-reload: `npm run dev` started several times, as a developer
// starts it over a day, each time signed in and watched. A screen that `next dev`
// loads a second time on its own (a rebuild that reloads or refreshes the page)
// fails the run. The reload loop it guards against came on one start in five, so
// one start proves little: BENCH_DEV_STARTS (5) starts, the first with `.next/dev`
// emptied (Next's development output and Turbopack's cache; a production build in
// `.next` stays), the others on the cache the one before left, each on a throwaway
// database (e2e-deploy/dev-server.ts). docs/decisions/development.md says why.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/playwright-base";
import { compileRoutes, startDevServer } from "../e2e-deploy/dev-server";
import { countLoads } from "../e2e-deploy/page-loads";
import { PROJECT_DIR } from "../e2e-deploy/project-tree";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { seedOptionsFromEnv } from "../prisma/seed/options";
import { freePort } from "../scripts/db/test-database";

const STARTS = Number(process.env.BENCH_DEV_STARTS ?? 5);
// The dashboard is the first screen after sign-in, where the loop was seen; two lists of the nav after it.
const SCREENS = ["/", "/users", "/channels"];
const DASHBOARD_WATCH_MS = Number(process.env.BENCH_DEV_WATCH_SECONDS ?? 20) * 1000;
const SCREEN_WATCH_MS = 5_000;
const NAVIGATION_TIMEOUT_MS = 120_000;

type Watched = { start: number; route: string; loads: number };

/** Signs the seed superadmin in through the form, and counts each screen's loads while it is left alone. */
async function signInAndWatch(browser: Browser, origin: string, start: number): Promise<Watched[]> {
  const page = await browser.newPage();
  page.setDefaultTimeout(NAVIGATION_TIMEOUT_MS);
  const counter = countLoads(page);
  try {
    await page.goto(`${origin}/login`);
    // The form's own script, not the no-JS post, signs in: wait until the page has hydrated.
    await page.locator("html[data-hydrated]").waitFor();
    await page.locator("#email").fill(SEED_ACCOUNTS.superadmin.email);
    await page.locator("#password").fill(seedOptionsFromEnv().password);
    counter.loads = 0;
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const watched: Watched[] = [];
    for (const route of SCREENS) {
      if (route !== "/") {
        counter.loads = 0;
        await page.goto(`${origin}${route}`);
      }
      await page.waitForTimeout(route === "/" ? DASHBOARD_WATCH_MS : SCREEN_WATCH_MS);
      watched.push({ start, route, loads: counter.loads });
      console.log(`dev-reload start ${start}: ${route} loaded ${counter.loads} time(s)`);
    }
    return watched;
  } finally {
    await page.close();
  }
}

async function oneStart(browser: Browser, start: number): Promise<Watched[]> {
  // The first start compiles from nothing; the loop was seen on a repeat start, on the cache of the last.
  if (start === 1) fs.rmSync(path.join(PROJECT_DIR, ".next", "dev"), { recursive: true, force: true });
  const port = await freePort();
  const server = await startDevServer(port);
  try {
    const origin = `http://localhost:${port}`;
    // Compiled first, as the dev-server spec does: the watches then measure the screens, not the compiler.
    await compileRoutes(origin, ["/login", ...SCREENS]);
    return await signInAndWatch(browser, origin, start);
  } finally {
    await server.stop();
  }
}

export async function benchDevReload(): Promise<string[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows: Watched[] = [];
  try {
    for (let start = 1; start <= STARTS; start++) rows.push(...(await oneStart(browser, start)));
  } finally {
    await browser.close();
  }
  const reloaded = rows.filter((row) => row.loads !== 1);
  if (reloaded.length) process.exitCode = 1;
  return [
    `## npm run dev, ${STARTS} starts: loads of each screen after sign-in (target: 1)`,
    "",
    "| Start | Screen | Loads | |",
    "| --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row.start} | ${row.route} | ${row.loads} | ${row.loads === 1 ? "ok" : "RELOADED"} |`),
  ];
}
