// npm run bench -- page-weight: first-load JavaScript (gzip) and LCP per route,
// measured in Chromium against the production build by the same spec CI runs
// (e2e/page-weight.spec.ts, budgets in e2e/page-weight/budgets.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export async function benchPageWeight(serverUrl: string): Promise<string[]> {
  if (!fs.existsSync(".next/BUILD_ID"))
    throw new Error("page-weight measures the production build: run `npm run build` first.");
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "page-weight-")), "page-weight.md");
  const run = spawnSync("npx", ["playwright", "test", "e2e/page-weight.spec.ts"], {
    stdio: "inherit",
    // One spec, one test: one panel is enough.
    env: { ...process.env, TEST_DATABASE_URL: serverUrl, PAGE_WEIGHT_REPORT: report, E2E_WORKERS: "1" },
  });
  if (!fs.existsSync(report)) throw new Error(`page-weight: the measurement did not run (exit ${run.status})`);
  return ["## Page weight (first-load JavaScript, gzip; LCP on this machine)", "", fs.readFileSync(report, "utf8")];
}
