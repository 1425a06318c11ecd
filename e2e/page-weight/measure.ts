// Measures what a first visit to a page costs in Chromium: every script it
// fetches until the network is idle (gzip bytes, as Next serves them), those
// its document names apart, and its Largest Contentful Paint. Shared by the CI
// budget test and `npm run bench -- page-weight`.
import zlib from "node:zlib";
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { settled } from "../helpers/session";

export type PageWeight = {
  route: string;
  scripts: { url: string; gzipBytes: number; named: boolean }[];
  /** Every script fetched until the network was idle: what the budget holds. */
  gzipBytes: number;
  /** The scripts the document names (the first render and hydration). */
  namedBytes: number;
  lcpMs: number;
  drewPanel: boolean;
};

/** Loads `url` in a fresh context (an empty cache), signed in when `storageState` says so. */
export async function measurePage(
  browser: Browser,
  route: string,
  url: string,
  storageState?: BrowserContextOptions["storageState"],
): Promise<PageWeight> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<number>>();
  let lastScriptAt = Date.now();
  page.on("request", (request) => {
    if (request.resourceType() === "script") lastScriptAt = Date.now();
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.set(
      new URL(response.url()).pathname,
      response.body().then((body) => zlib.gzipSync(body).length),
    );
  });
  const html = await (await page.goto(url))!.text();
  await settled(page);
  const lcpMs = await largestContentfulPaint(page);
  await scriptsQuiet(() => lastScriptAt);
  // Signed in, a real panel page, not the sign-in gate (which has no header to wait for).
  const drewPanel =
    storageState !== undefined &&
    (await page
      .getByTestId("current-user-handle")
      .first()
      .waitFor({ timeout: 5000 })
      .then(
        () => true,
        () => false,
      ));
  // Everything fetched without a click counts, whether the document names it or a part fetched it after hydration.
  const scripts = (
    await Promise.all(
      [...bodies].map(async ([path, bytes]) => ({ url: path, gzipBytes: await bytes, named: html.includes(path) })),
    )
  ).sort((a, b) => b.gzipBytes - a.gzipBytes);
  await context.close();
  const total = (list: typeof scripts) => list.reduce((sum, script) => sum + script.gzipBytes, 0);
  return {
    route,
    scripts,
    gzipBytes: total(scripts),
    namedBytes: total(scripts.filter((script) => script.named)),
    lcpMs,
    drewPanel,
  };
}

// The network is idle for scripts once none has been asked for in this long (parts fetched after hydration come within a second).
const SCRIPTS_QUIET_MS = 2_000;

async function scriptsQuiet(lastScriptAt: () => number) {
  for (let wait = SCRIPTS_QUIET_MS; wait > 0; wait = lastScriptAt() + SCRIPTS_QUIET_MS - Date.now())
    await new Promise((resolve) => setTimeout(resolve, wait));
}

function largestContentfulPaint(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(Math.round(entries[entries.length - 1]!.startTime));
        }).observe({ type: "largest-contentful-paint", buffered: true });
        // A page with no contentful paint at all (never the case here) would otherwise hang.
        setTimeout(() => resolve(-1), 2000);
      }),
  );
}

export function formatTable(weights: PageWeight[], budgetFor: (route: string) => number): string {
  const rows = weights.map((weight) => {
    const budget = budgetFor(weight.route);
    const verdict = weight.gzipBytes <= budget ? "ok" : "OVER";
    return `| ${weight.route} | ${kb(weight.gzipBytes)} | ${kb(budget)} | ${verdict} | ${kb(weight.namedBytes)} | ${weight.scripts.length} | ${weight.lcpMs} |`;
  });
  return [
    "| Route | To network idle (gzip) | Budget | | Named by the document | Scripts | LCP ms |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
