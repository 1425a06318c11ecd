// Hands the databases that global setup opened to every test file. A file,
// not process.env alone: a single-file run executes in-band, where the test
// environment does not see variables set by global setup. The file is named
// after Jest's main process (outside the project, so a running dev server
// does not reload), so concurrent Jest runs never read each other's databases.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Seeded databases that one test file each has to itself (tests/helpers/isolated-database.ts). */
export const ISOLATED_DATABASES = [
  "FUZZ_DATABASE_URL",
  // The audit-completeness groups (tests/helpers/audit-completeness/run.ts).
  "AUDIT_USERS_DATABASE_URL",
  "AUDIT_CRM_DATABASE_URL",
  "AUDIT_CONTENT_DATABASE_URL",
  "AUDIT_ACCOUNT_DATABASE_URL",
  "PIPELINE_DATABASE_URL",
  "SESSION_CACHE_DATABASE_URL",
  "USERS_BUDGET_DATABASE_URL",
  // The job queue's tests run every job due in their database.
  "JOBS_DATABASE_URL",
  // The webhook tests' fan-outs take every waiting event in their database.
  "WEBHOOKS_DATABASE_URL",
] as const;
export type IsolatedDatabase = (typeof ISOLATED_DATABASES)[number];

const envFile = (pid: number) => path.join(os.tmpdir(), `admin-panel-jest-env-${pid}.json`);

export function writeTestEnv(values: Record<string, string>) {
  // Created afresh ("wx"): a file someone else left at that path in the shared temp folder is never reused.
  fs.rmSync(envFile(process.pid), { force: true });
  fs.writeFileSync(envFile(process.pid), JSON.stringify(values), { mode: 0o600, flag: "wx" });
  Object.assign(process.env, values);
}

/** In a worker, Jest's main process is the parent; in-band, it is this process. */
export function loadTestEnv() {
  const file = [envFile(process.ppid), envFile(process.pid)].find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error("No test environment: run the tests through Jest (its global setup writes it)");
  Object.assign(process.env, JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>);
}

export function removeTestEnv() {
  fs.rmSync(envFile(process.pid), { force: true });
}
