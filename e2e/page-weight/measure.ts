// Measures what a first visit to a page costs in Chromium: the scripts it
// fetches until React has hydrated (gzip bytes, as Next serves them) and its
// Largest Contentful Paint. Shared by the CI budget test and `npm run bench -- page-weight`.
import zlib from "node:zlib";
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { settled } from "../helpers/session";

export type PageWeight = {
  route: string;
  scripts: { url: string; gzipBytes: number }[];
  gzipBytes: number;
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
  // Only what the document names counts: chunks loaded later (a dialog opened, a lazy part) are not first load.
  const named = [...bodies].filter(([path]) => html.includes(path));
  const scripts = (await Promise.all(named.map(async ([path, bytes]) => ({ url: path, gzipBytes: await bytes })))).sort(
    (a, b) => b.gzipBytes - a.gzipBytes,
  );
  await context.close();
  return { route, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), lcpMs, drewPanel };
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
    return `| ${weight.route} | ${kb(weight.gzipBytes)} | ${kb(budget)} | ${verdict} | ${weight.scripts.length} | ${weight.lcpMs} |`;
  });
  return [
    "| Route | First-load JS (gzip) | Budget | | Scripts | LCP ms |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
