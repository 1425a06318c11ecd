// How every Playwright config here launches Chromium: Debian's where it exists
// (nothing may download a browser on our machines), elsewhere Playwright's own.
import fs from "node:fs";
import type { LaunchOptions } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

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
