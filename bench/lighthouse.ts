// npm run bench -- lighthouse: what a browser feels on each panel screen (docs/decisions/lighthouse.md).
// Lighthouse (desktop preset) over the production server (`tsx server.ts`, what
// `npm start` runs; `npm run build` first) on a throwaway seeded database, signed in
// as the seed superadmin, one run per screen (the routes e2e/panel-routes.ts finds),
// in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium): Lighthouse downloads
// no browser. Targets: performance ≥ 95 and Total Blocking Time ≤ 150 ms on every screen.
// A screen whose trace stays unusable after BENCH_LIGHTHOUSE_TRIES (3) is reported unmeasured,
// the others still run, and the run fails. BENCH_PORT and BENCH_CHROME_PORT fix the server's and
// the browser's ports (else free ones are picked).
import { once } from "node:events";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { discoverPanelRoutes } from "../e2e/panel-routes";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { signIn, startPanelServer } from "./panel-server";
import { BENCH_PASSWORD, seededBenchDatabase } from "./users-database";

const PERFORMANCE_TARGET = 95;
const TBT_TARGET_MS = 150;
const DATABASE = `${process.env.BENCH_DATABASE_NAME ?? "admin_panel_bench"}_lighthouse`;

type Scores = {
  route: string;
  performance: number;
  tbtMs: number;
  lcpMs: number;
  accessibility: number;
  bestPractices: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(port: number, url: string, cookie: string, route: string): Promise<Scores> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      extraHeaders: { Cookie: cookie },
    },
    desktopConfig,
  ).catch((error: unknown) => {
    // What Lighthouse throws rather than reports (a protocol timeout, a browser gone) carries a code too.
    const code = (error as { code?: unknown }).code;
    throw typeof code === "string" ? new LighthouseError(route, code, (error as Error).message) : error;
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
  const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
  if (runtimeError) throw new LighthouseError(route, runtimeError.code, runtimeError.message);
  // A screen that redirected to the sign-in page would be measured as the wrong page.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new WrongScreenError(`${route} ended at ${finalDisplayedUrl}: not signed in?`);
  const performance = categories.performance?.score;
  const tbtMs = audits["total-blocking-time"]?.numericValue;
  // An audit that failed on the trace leaves its metric out, which would read as a score of 0.
  if (performance == null || tbtMs === undefined)
    throw new LighthouseError(route, "UNSCORED", "the trace gave no performance score or Total Blocking Time");
  return {
    route,
    performance: score(performance),
    tbtMs: Math.round(tbtMs),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
  };
}

class LighthouseError extends Error {
  constructor(
    route: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse on ${route}: ${code} ${message}`);
  }
}

/** The bench's own finding (a screen that sent it to sign in): another try would find the same. */
class WrongScreenError extends Error {}

/**
 * Chromium's trace now and then lacks what Lighthouse needs (NO_NAVSTART: "Please run Lighthouse
 * again"; a missing paint or a metric left unscored), twice in a row at times: a screen gets
 * this many tries, each in a new browser, before it is reported unmeasured and the run goes on.
 */
const TRIES = Number(process.env.BENCH_LIGHTHOUSE_TRIES ?? 3);

type Unmeasured = { route: string; reason: string };

/** Debian's Chromium for Lighthouse to drive, started anew after a failed try. */
class Browser {
  private chrome: chromeLauncher.LaunchedChrome | undefined;

  async port(): Promise<number> {
    this.chrome ??= await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
      // A fixed port when asked, so the bench stays clear of what else runs on the machine.
      port: process.env.BENCH_CHROME_PORT ? Number(process.env.BENCH_CHROME_PORT) : undefined,
    });
    return this.chrome.port;
  }

  /** Waits until the browser has gone, so a new one can take the same port. */
  async close() {
    const chrome = this.chrome;
    this.chrome = undefined;
    if (!chrome) return;
    const gone = chrome.process.exitCode === null ? once(chrome.process, "exit") : Promise.resolve();
    chrome.kill();
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
}

async function measure(browser: Browser, url: string, cookie: string, route: string): Promise<Scores | Unmeasured> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(await browser.port(), url, cookie, route);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A bad trace or a browser that would not answer may go right the next time.
      const retried = !(error instanceof WrongScreenError) && attempt < TRIES;
      console.log(`${reason} (try ${attempt} of ${TRIES})${retried ? "; trying again in a new browser" : ""}`);
      await browser.close();
      if (!retried) return { route, reason };
    }
  }
}

function table(rows: Scores[]): string[] {
  const line = (row: Scores) => {
    const verdict = row.performance >= PERFORMANCE_TARGET && row.tbtMs <= TBT_TARGET_MS ? "ok" : "BELOW TARGET";
    return `| ${row.route} | ${row.performance} | ${row.tbtMs} | ${row.lcpMs} | ${row.accessibility} | ${row.bestPractices} | ${verdict} |`;
  };
  return [
    "| Route | Performance | TBT ms | LCP ms | Accessibility | Best practices | |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(line),
  ];
}

/** Every panel screen, or those BENCH_LIGHTHOUSE_ROUTES names (comma-separated, e.g. `/crm/deals,/users`). */
function chosenRoutes(): string[] {
  const all = discoverPanelRoutes();
  const named = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(",").map((route) => route.trim());
  if (!named) return all;
  const unknown = named.filter((route) => !all.includes(route));
  if (unknown.length) throw new Error(`Unknown routes ${unknown.join(", ")}; known: ${all.join(", ")}`);
  return named;
}

export async function benchLighthouse(serverUrl: string): Promise<string[]> {
  const databaseUrl = await seededBenchDatabase(serverUrl, {}, DATABASE);
  // Production's policy would send the superadmin to second-factor enrolment instead of the screens.
  const server = await startPanelServer(databaseUrl, { env: { MFA_REQUIRED: "off" } });
  const browser = new Browser();
  try {
    const cookie = await signIn(server.url, SEED_ACCOUNTS.superadmin.email, BENCH_PASSWORD);
    const users = await fetch(`${server.url}/api/admin/users?limit=1`, { headers: { cookie } });
    const [someUser] = (await users.json()) as { id: string }[];
    const rows: Scores[] = [];
    const unmeasured: Unmeasured[] = [];
    for (const route of chosenRoutes()) {
      const url = `${server.url}${route.replace("[id]", encodeURIComponent(someUser!.id))}`;
      const row = await measure(browser, url, cookie, route);
      if ("reason" in row) {
        console.log(`lighthouse ${route}: unmeasured`);
        unmeasured.push(row);
        continue;
      }
      console.log(`lighthouse ${route}: performance ${row.performance}, TBT ${row.tbtMs} ms`);
      rows.push(row);
    }
    if (rows.some((row) => row.performance < PERFORMANCE_TARGET || row.tbtMs > TBT_TARGET_MS)) process.exitCode = 1;
    if (unmeasured.length) process.exitCode = 1;
    return [
      `## Lighthouse (desktop preset, signed in; targets: performance ≥ ${PERFORMANCE_TARGET}, TBT ≤ ${TBT_TARGET_MS} ms)`,
      "",
      ...table(rows),
      ...(unmeasured.length
        ? [
            "",
            `Unmeasured (the run fails): ${unmeasured.map((row) => row.route).join(", ")}`,
            ...unmeasured.map((row) => `- ${row.route}: ${row.reason}`),
          ]
        : []),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
