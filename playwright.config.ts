import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium where it exists (nothing may download a browser on our
// machines); elsewhere Playwright's own browser.
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const executablePath = fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

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
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // A throwaway database, migrated and seeded, behind the production build.
    command: `npx tsx scripts/with-database.ts --test --seed -- tsx server.ts -H 127.0.0.1 -p ${PORT}`,
    url: `${BASE_URL}/login`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "true",
    timeout: 180_000,
    stdout: "pipe",
    // A stop signal, not Playwright's default SIGKILL, so the launcher drops its throwaway database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { NEXTAUTH_URL: BASE_URL, SEED_USERS: "120", NEXT_TELEMETRY_DISABLED: "1" },
  },
});
