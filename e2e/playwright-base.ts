// What both Playwright configs share (playwright.config.ts, playwright.deploy.config.ts):
// the browser, the run settings and the way a production server is started for a test.
import fs from "node:fs";
import type { LaunchOptions, PlaywrightTestConfig } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Debian's Chromium where it exists (nothing may download a browser on our machines), elsewhere Playwright's own. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export const RUN_SETTINGS = {
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
} satisfies PlaywrightTestConfig;

export const local = (port: number) => `http://127.0.0.1:${port}`;

type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];
type ServerOptions = {
  port: number;
  server: string;
  seed?: boolean;
  env: Record<string, string>;
  reuseExistingServer?: boolean;
};

/** A production server on a throwaway database (migrated, and seeded when asked), dropped when Playwright stops it. */
export function productionServer({
  port,
  server,
  seed = false,
  env,
  reuseExistingServer = false,
}: ServerOptions): WebServer {
  return {
    command: `npx tsx scripts/with-database.ts --test${seed ? " --seed" : ""} -- ${server} -H 127.0.0.1 -p ${port}`,
    url: `${local(port)}/login`,
    reuseExistingServer,
    timeout: 180_000,
    stdout: "pipe",
    // A stop signal, not Playwright's default SIGKILL, so the launcher drops its throwaway database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    // Warnings and errors only: `npm test` shows the tests, not a line per request (E2E_LOG_LEVEL=info to see them).
    env: { NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn", ...env },
  };
}
