import { defineConfig, devices } from "@playwright/test";
import { OIDC_CLIENT, OIDC_ISSUER, OIDC_NAME } from "./e2e/oidc/settings";
import { s3Env, S3_PORT } from "./e2e/s3/settings";
import {
  CHROMIUM_LAUNCH_OPTIONS,
  currentPanelIndex,
  E2E_WORKERS,
  local,
  panelPort,
  productionServer,
  RUN_SETTINGS,
  startTogether,
  timingReporters,
  type WebServer,
} from "./e2e/playwright-base";

const PANEL_URLS = Array.from({ length: E2E_WORKERS }, (_, index) => local(panelPort(index)));
const reuseExistingServer = process.env.E2E_REUSE_SERVER === "true";

/** Started side by side (e2e/start-together.ts). */
export const SERVERS: WebServer[] = [
  {
    // A real OpenID Connect provider for e2e/oidc.spec.ts; the panels below sign in through it.
    command: `npx tsx e2e/oidc/provider.ts ${PANEL_URLS.join(" ")}`,
    url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
    reuseExistingServer,
    timeout: 60_000,
  },
  {
    // A real S3-protocol server: the panels below keep bonus files in it, and the browser uploads and downloads there directly.
    command: `npx tsx e2e/s3/server.ts ${PANEL_URLS.join(" ")}`,
    url: `http://127.0.0.1:${S3_PORT}/`,
    reuseExistingServer,
    timeout: 60_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
  // The production build (server.ts, as `npm start` runs it) on a throwaway database, migrated and seeded, with bonus files in S3.
  ...PANEL_URLS.map((url, index) =>
    productionServer({
      port: panelPort(index),
      server: "tsx --import ./scripts/node/server-only.mjs server.ts",
      seed: true,
      reuseExistingServer,
      env: {
        NEXTAUTH_URL: url,
        SEED_USERS: "120",
        // Two workers whatever the machine: the tests meet what `npm start` runs on two cores.
        WEB_CONCURRENCY: "2",
        // Password sign-in stays on (the test launcher enables it): e2e/helpers/session.ts signs in with it.
        // No second factor is required here (production's default asks it of superadmins):
        // e2e-deploy/second-factor.spec.ts runs a panel with the default of its own.
        MFA_REQUIRED: "off",
        // The webhook specs' receivers listen on 127.0.0.1.
        WEBHOOK_ALLOW_PRIVATE: "true",
        OIDC_ISSUER,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_NAME,
        ...s3Env(index),
      },
    }),
  ),
];

export default defineConfig({
  testDir: "e2e",
  ...RUN_SETTINGS,
  // One panel and database per worker (e2e/playwright-base.ts): a worker's tests run one at a time on its own data.
  workers: E2E_WORKERS,
  reporter: timingReporters("e2e", process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]]),
  use: {
    baseURL: PANEL_URLS[currentPanelIndex()],
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: startTogether("playwright.config.ts", SERVERS),
});
