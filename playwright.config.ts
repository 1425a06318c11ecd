import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./e2e-deploy/browser";
import { OIDC_CLIENT, OIDC_ISSUER, OIDC_NAME } from "./e2e/oidc/settings";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  // One server and one database: tests that change data run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // A real OpenID Connect provider for e2e/oidc.spec.ts; the panel below signs in through it.
      command: `npx tsx e2e/oidc/provider.ts ${BASE_URL}`,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "true",
      timeout: 60_000,
    },
    {
      // A throwaway database, migrated and seeded, behind the production build.
      command: `npx tsx scripts/with-database.ts --test --seed -- tsx server.ts -H 127.0.0.1 -p ${PORT}`,
      url: `${BASE_URL}/login`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "true",
      timeout: 180_000,
      stdout: "pipe",
      // A stop signal, not Playwright's default SIGKILL, so the launcher drops its throwaway database.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      env: {
        NEXTAUTH_URL: BASE_URL,
        SEED_USERS: "120",
        NEXT_TELEMETRY_DISABLED: "1",
        // Password sign-in stays on (the test launcher enables it): e2e/helpers.ts signs in with it.
        OIDC_ISSUER,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_NAME,
      },
    },
  ],
});
