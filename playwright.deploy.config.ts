// The panel as it is deployed and developed, beside playwright.config.ts (which
// runs server.ts): `next start` with no custom server (the serverless mode),
// and `npm run dev`. Run after `next build`: npx playwright test -c playwright.deploy.config.ts
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./e2e-deploy/browser";

const NEXT_START_PORT = Number(process.env.NEXT_START_E2E_PORT ?? 3101);
const NEXT_START_URL = `http://127.0.0.1:${NEXT_START_PORT}`;

// Before any server starts: the specs check that nothing wrote into the project
// since. Each worker loads this file again and keeps the runner's value.
process.env.DEPLOY_E2E_STARTED_AT ??= String(Date.now());

export default defineConfig({
  testDir: "e2e-deploy",
  // One test at a time: a tree check must see only the server under test.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results/deploy",
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: "next-start", testMatch: "next-start.spec.ts", use: { ...devices["Desktop Chrome"], baseURL: NEXT_START_URL } },
    // After the `next start` checks, so the dev server's own start (it writes next-env.d.ts) is outside their tree check.
    { name: "dev-server", testMatch: "dev-server.spec.ts", dependencies: ["next-start"], use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    // A throwaway database, migrated and seeded, behind the production build, without server.ts.
    command: `npx tsx scripts/with-database.ts --test --seed -- next start -H 127.0.0.1 -p ${NEXT_START_PORT}`,
    url: `${NEXT_START_URL}/login`,
    timeout: 180_000,
    stdout: "pipe",
    // A stop signal, not Playwright's default SIGKILL, so the launcher drops its throwaway database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { NEXTAUTH_URL: NEXT_START_URL, CHAT_APP_ORIGINS: "https://chat.example.test", SEED_USERS: "20", NEXT_TELEMETRY_DISABLED: "1" },
  },
});
