import { defineConfig, devices } from "@playwright/test";
import { OIDC_CLIENT, OIDC_ISSUER, OIDC_NAME } from "./e2e/oidc/settings";
import { CHROMIUM_LAUNCH_OPTIONS, local, productionServer, RUN_SETTINGS } from "./e2e/playwright-base";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = local(PORT);
const reuseExistingServer = process.env.E2E_REUSE_SERVER === "true";

export default defineConfig({
  testDir: "e2e",
  ...RUN_SETTINGS,
  // One server and one database: tests that change data run one at a time.
  workers: 1,
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
      reuseExistingServer,
      timeout: 60_000,
    },
    // The production build (server.ts, as `npm start` runs it) on a throwaway database, migrated and seeded.
    productionServer({
      port: PORT,
      server: "tsx server.ts",
      seed: true,
      reuseExistingServer,
      env: {
        NEXTAUTH_URL: BASE_URL,
        SEED_USERS: "120",
        // Password sign-in stays on (the test launcher enables it): e2e/helpers.ts signs in with it.
        OIDC_ISSUER,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_NAME,
      },
    }),
  ],
});
