// npm run bench -- lighthouse: what a browser feels on each panel screen (docs/decisions/lighthouse.md).
// Lighthouse (desktop preset) over the production server (`tsx server.ts`, what
// `npm start` runs; `npm run build` first) on a throwaway seeded database, signed in
// as the seed superadmin, one run per screen (the routes e2e/panel-routes.ts finds),
// in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium): Lighthouse downloads
// no browser. Targets: performance ≥ 95 and Total Blocking Time ≤ 150 ms on every screen.
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
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
  const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
  if (runtimeError) throw new LighthouseError(route, runtimeError.code, runtimeError.message);
  // A screen that redirected to the sign-in page would be measured as the wrong page.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${route} ended at ${finalDisplayedUrl}: not signed in?`);
  return {
    route,
    performance: score(categories.performance?.score),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? Number.NaN),
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

// Chromium's trace now and then lacks the navigation's start ("Please run Lighthouse again"): one more try.
const RETRIED_CODES = new Set(["NO_NAVSTART"]);

async function auditWithRetry(...args: Parameters<typeof audit>): Promise<Scores> {
  try {
    return await audit(...args);
  } catch (error) {
    if (!(error instanceof LighthouseError && RETRIED_CODES.has(error.code))) throw error;
    console.log(`${error.message}; trying again`);
    return audit(...args);
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
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const cookie = await signIn(server.url, SEED_ACCOUNTS.superadmin.email, BENCH_PASSWORD);
    const users = await fetch(`${server.url}/api/admin/users?limit=1`, { headers: { cookie } });
    const [someUser] = (await users.json()) as { id: string }[];
    const rows: Scores[] = [];
    for (const route of chosenRoutes()) {
      const url = `${server.url}${route.replace("[id]", encodeURIComponent(someUser!.id))}`;
      const row = await auditWithRetry(chrome.port, url, cookie, route);
      console.log(`lighthouse ${route}: performance ${row.performance}, TBT ${row.tbtMs} ms`);
      rows.push(row);
    }
    if (rows.some((row) => row.performance < PERFORMANCE_TARGET || row.tbtMs > TBT_TARGET_MS)) process.exitCode = 1;
    return [
      `## Lighthouse (desktop preset, signed in; targets: performance ≥ ${PERFORMANCE_TARGET}, TBT ≤ ${TBT_TARGET_MS} ms)`,
      "",
      ...table(rows),
    ];
  } finally {
    chrome.kill();
    await server.stop();
  }
}
