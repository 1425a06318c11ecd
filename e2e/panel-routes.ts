import fs from "node:fs";
import path from "node:path";

const PANEL_DIR = path.resolve("app/(panel)");

/** "/users/[id]" for app/(panel)/users/[id]/page.tsx; route groups like (x) leave no trace in the URL. */
export function discoverPanelRoutes(dir = PANEL_DIR, segments: string[] = []): string[] {
  const routes = fs.existsSync(path.join(dir, "page.tsx")) ? [`/${segments.join("/")}`] : [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Screens that exist for one test alone and fail on purpose (lib/http/test-routes.ts) are no screens to sweep.
    if (!entry.isDirectory() || entry.name === "test-only") continue;
    const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name];
    routes.push(...discoverPanelRoutes(path.join(dir, entry.name), [...segments, ...segment]));
  }
  return routes;
}
