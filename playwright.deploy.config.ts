// The panel as it is deployed and developed, beside playwright.config.ts: the
// serverless mode (`next start`, no server.ts), `npm start` (server.ts) behind
// an https URL, both refusing to start without their settings, and `npm run dev`. Needs a build first (`next build`, as
// `npm run test:e2e` does): npx playwright test -c playwright.deploy.config.ts
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./e2e-deploy/browser";

const NEXT_START_PORT = 3101;
const PANEL_SERVER_PORT = 3102;
const local = (port: number) => `http://127.0.0.1:${port}`;

// Before any server starts: project-tree.spec.ts checks that nothing wrote into
// the project since. Each worker loads this file again and keeps the runner's value.
process.env.DEPLOY_E2E_STARTED_AT ??= String(Date.now());

type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];

type ServerOptions = { port: number; server: string; seed?: boolean; env: Record<string, string> };

/** A production server on a throwaway database (migrated, and seeded when asked), as playwright.config.ts runs its own. */
function productionServer({ port, server, seed = false, env }: ServerOptions): WebServer {
  return {
    command: `npx tsx scripts/with-database.ts --test${seed ? " --seed" : ""} -- ${server} -H 127.0.0.1 -p ${port}`,
    url: `${local(port)}/login`,
    timeout: 180_000,
    stdout: "pipe",
    // A stop signal, not Playwright's default SIGKILL, so the launcher drops its throwaway database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env },
  };
}

const chrome = devices["Desktop Chrome"];

export default defineConfig({
  testDir: "e2e-deploy",
  // Order comes from the projects' dependencies: the tree check after the production servers' tests, the dev server last.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results/deploy",
  reporter: [["list"]],
  use: { trace: "retain-on-failure", screenshot: "only-on-failure", launchOptions: CHROMIUM_LAUNCH_OPTIONS },
  projects: [
    { name: "next-start", testMatch: "next-start.spec.ts", use: { ...chrome, baseURL: local(NEXT_START_PORT) } },
    { name: "panel-server", testMatch: "panel-server.spec.ts", use: { ...chrome, baseURL: local(PANEL_SERVER_PORT) } },
    { name: "refuses-to-start", testMatch: "refuses-to-start.spec.ts" },
    { name: "project-tree", testMatch: "project-tree.spec.ts", dependencies: ["next-start", "panel-server", "refuses-to-start"] },
    // Last, so the dev server's own start (it writes next-env.d.ts) falls outside the tree check.
    { name: "dev-server", testMatch: "dev-server.spec.ts", dependencies: ["project-tree"], use: chrome },
  ],
  webServer: [
    productionServer({
      port: NEXT_START_PORT,
      server: "next start",
      seed: true,
      env: { NEXTAUTH_URL: local(NEXT_START_PORT), CHAT_APP_ORIGINS: "https://chat.example.test", SEED_USERS: "20" },
    }),
    // Only its headers are tested, so no seed; its URL is https, as it would be behind a TLS proxy.
    productionServer({ port: PANEL_SERVER_PORT, server: "tsx server.ts", env: { NEXTAUTH_URL: "https://admin.example.test" } }),
  ],
});
