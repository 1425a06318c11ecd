// The panel as it is deployed and developed, beside playwright.config.ts: the
// serverless mode (`next start`, no server.ts), `npm start` (server.ts) behind
// an https URL, both refusing to start without their settings, production's
// second-factor policy on a panel of its own, and `npm run dev`. Needs a build first (`next build`, as
// `npm run test:e2e` does): npx playwright test -c playwright.deploy.config.ts
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  CHROMIUM_LAUNCH_OPTIONS,
  local,
  productionServer,
  RUN_SETTINGS,
  startTogether,
  timingReporters,
  type WebServer,
} from "./e2e/playwright-base";

const NEXT_START_PORT = 3101;
const PANEL_SERVER_PORT = 3102;
const SECOND_FACTOR_PORT = 3103;
const SECOND_FACTOR_URL = `http://localhost:${SECOND_FACTOR_PORT}`;

// Before any server starts: project-tree.spec.ts checks that nothing wrote into
// the project since. Each worker loads this file again and keeps the runner's value.
process.env.DEPLOY_E2E_STARTED_AT ??= String(Date.now());
// Where the second-factor panel's launcher writes its database's URL (scripts/with-database.ts), for its tests to
// age a sign-in there. Outside the project, which must stay unwritten; a name of its own, which the other servers,
// inheriting this environment, do not read.
const SECOND_FACTOR_DATABASE_URL_FILE = (process.env.SECOND_FACTOR_DATABASE_URL_FILE ??= path.join(
  os.tmpdir(),
  `admin-panel-second-factor-${crypto.randomBytes(6).toString("hex")}.url`,
));

const chrome = devices["Desktop Chrome"];

/** Started side by side (e2e/start-together.ts). */
export const SERVERS: WebServer[] = [
  productionServer({
    port: NEXT_START_PORT,
    server: "next start",
    seed: true,
    env: {
      NEXTAUTH_URL: local(NEXT_START_PORT),
      CHAT_APP_ORIGINS: "https://chat.example.test",
      SEED_USERS: "20",
      MFA_REQUIRED: "off",
    },
  }),
  // Production's second-factor default (MFA_REQUIRED unset: superadmins must have one), on a database of its own:
  // the factors its tests enrol never reach the other suites' accounts.
  productionServer({
    port: SECOND_FACTOR_PORT,
    server: "tsx --import ./scripts/node/server-only.mjs server.ts",
    seed: true,
    // Production's step-up window, whatever the environment says: no test step comes near it, and a test that
    // needs a sign-in's confirmation to be old moves it back in the database instead of waiting.
    env: {
      NEXTAUTH_URL: SECOND_FACTOR_URL,
      SEED_USERS: "20",
      STEP_UP_SECONDS: "300",
      THROWAWAY_DATABASE_URL_FILE: SECOND_FACTOR_DATABASE_URL_FILE,
    },
  }),
  // Only its headers are tested, so no seed; its URL is https, as it would be behind a TLS proxy.
  productionServer({
    port: PANEL_SERVER_PORT,
    server: "tsx --import ./scripts/node/server-only.mjs server.ts",
    env: { NEXTAUTH_URL: "https://admin.example.test" },
  }),
];

export default defineConfig({
  testDir: "e2e-deploy",
  // Order comes from the projects' dependencies: the tree check after the production servers' tests, the dev server last.
  ...RUN_SETTINGS,
  workers: 2,
  outputDir: "test-results/deploy",
  reporter: timingReporters("e2e-deploy", [["list"]]),
  use: { trace: "retain-on-failure", screenshot: "only-on-failure", launchOptions: CHROMIUM_LAUNCH_OPTIONS },
  projects: [
    { name: "next-start", testMatch: "next-start.spec.ts", use: { ...chrome, baseURL: local(NEXT_START_PORT) } },
    { name: "panel-server", testMatch: "panel-server.spec.ts", use: { ...chrome, baseURL: local(PANEL_SERVER_PORT) } },
    { name: "refuses-to-start", testMatch: "refuses-to-start.spec.ts" },
    // At a host name, not an IP address: browsers make and use passkeys only there.
    { name: "second-factor", testMatch: "second-factor.spec.ts", use: { ...chrome, baseURL: SECOND_FACTOR_URL } },
    {
      name: "project-tree",
      testMatch: "project-tree.spec.ts",
      dependencies: ["next-start", "panel-server", "refuses-to-start", "second-factor"],
    },
    // Last, so the dev server's own start (it writes next-env.d.ts) falls outside the tree check.
    { name: "dev-server", testMatch: "dev-server.spec.ts", dependencies: ["project-tree"], use: chrome },
  ],
  webServer: startTogether("playwright.deploy.config.ts", SERVERS),
});
