import { defineConfig, devices } from "@playwright/test";
import { OIDC_CLIENT, OIDC_ISSUER, OIDC_NAME } from "./e2e/oidc/settings";
import { S3_ENV, S3_PORT } from "./e2e/s3/settings";
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
    {
      // A real S3-protocol server: the panel below keeps bonus files in it, and the browser uploads and downloads there directly.
      command: `npx tsx e2e/s3/server.ts ${BASE_URL}`,
      url: `http://127.0.0.1:${S3_PORT}/`,
      reuseExistingServer,
      timeout: 60_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    // The production build (server.ts, as `npm start` runs it) on a throwaway database, migrated and seeded, with bonus files in S3.
    productionServer({
      port: PORT,
      server: "tsx server.ts",
      seed: true,
      reuseExistingServer,
      env: {
        NEXTAUTH_URL: BASE_URL,
        SEED_USERS: "120",
        // Two workers whatever the machine: the tests meet what `npm start` runs on two cores.
        WEB_CONCURRENCY: "2",
        // Password sign-in stays on (the test launcher enables it): e2e/helpers/session.ts signs in with it.
        // No second factor is required here (production's default asks it of superadmins):
        // e2e-deploy/second-factor.spec.ts runs a panel with the default of its own.
        MFA_REQUIRED: "off",
        OIDC_ISSUER,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_NAME,
        ...S3_ENV,
      },
    }),
  ],
});
