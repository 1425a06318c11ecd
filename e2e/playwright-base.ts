// What both Playwright configs share (playwright.config.ts, playwright.deploy.config.ts):
// the browser, the run settings and the way a production server is started for a test.
import fs from "node:fs";
import type { LaunchOptions, PlaywrightTestConfig, ReporterDescription } from "@playwright/test";

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

/**
 * The given reporters, plus a JSON report of every test's duration in test-timings/<name>.json (git-ignored, and
 * outside test-results/, which each run empties), so a slow-down shows where it is.
 */
export function timingReporters(name: string, reporters: ReporterDescription[]): ReporterDescription[] {
  return [...reporters, ["json", { outputFile: `test-timings/${name}.json` }]];
}

export const RUN_SETTINGS = {
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
} satisfies PlaywrightTestConfig;

export const local = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The main suite runs one panel per Playwright worker, each on a database of its own, so tests that change data
 * never meet another test's changes while two run at once. E2E_WORKERS=1 runs the suite on one panel.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PANEL_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Panel n listens 50 ports above the first: clear of the deploy suite's, the OIDC provider's and the S3 server's. */
export const panelPort = (panelIndex: number) => FIRST_PANEL_PORT + 50 * panelIndex;

/**
 * The panel of the worker this code runs in. Playwright sets TEST_PARALLEL_INDEX (0 to workers − 1, never held by two
 * running workers at once) before a worker loads the config, so the config's `baseURL` is this worker's panel; the
 * runner itself, which has no index, reads panel 0.
 */
export function currentPanelIndex(): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (index >= E2E_WORKERS)
    throw new Error(`Worker ${index} has no panel: choose the number of workers with E2E_WORKERS, not --workers`);
  return index;
}

export type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];

/** What e2e/start-together.ts prints once every server answers. */
export const READY_LINE = "Every server answers.";
/** How long e2e/start-together.ts gives its servers to stop (a panel's launcher takes up to 15 s) before it kills them. */
export const STOP_TIMEOUT_MS = 20_000;

/**
 * The one `webServer` entry that starts a config's `servers` side by side (e2e/start-together.ts), where
 * Playwright would start them one after another. The config file exports the same list as SERVERS.
 */
export function startTogether(configFile: string, servers: WebServer[]): WebServer {
  return {
    command: `npx tsx e2e/start-together.ts ${configFile}`,
    wait: { stdout: new RegExp(`^${READY_LINE.replaceAll(".", "\\.")}$`, "m") },
    stdout: "pipe",
    timeout: Math.max(...servers.map((server) => server.timeout ?? 60_000)),
    // Longer than start-together's own deadline, so that it, not Playwright, kills a server that will not stop.
    gracefulShutdown: { signal: "SIGTERM", timeout: STOP_TIMEOUT_MS + 5_000 },
  };
}
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
