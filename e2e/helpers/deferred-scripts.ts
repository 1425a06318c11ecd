import type { Page, Route } from "@playwright/test";
import { streamedAndHydrated } from "./session";

/**
 * Opens `path` with the scripts its document does not name (the code a screen
 * fetches after hydration, deferredModule's) handed to `deferred`, which may
 * hold or refuse them; the named ones load as usual. Resolves once React has
 * hydrated and every streamed part is in place (not `settled`: held code keeps
 * the page from loading completely).
 */
export async function openWithDeferredScripts(page: Page, path: string, deferred: (route: Route) => Promise<void>) {
  let html = "";
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    html = await response.text();
    await route.fulfill({ response, body: html });
  });
  await page.route("**/_next/static/chunks/**", (route) =>
    html.includes(new URL(route.request().url()).pathname) ? route.continue() : deferred(route),
  );
  await page.goto(path, { waitUntil: "commit" });
  await streamedAndHydrated(page);
}
