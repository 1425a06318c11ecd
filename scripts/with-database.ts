// Runs a command (next dev, next start, …) with a migrated database behind it:
//   tsx scripts/with-database.ts [--test] [--seed] -- <command…>
// --test  a throwaway database (see scripts/db/test-database.ts) instead of
//         DATABASE_URL or the embedded one (lib/local-data.ts), and a
//         throwaway folder for the object store unless S3 or STORAGE_DIR is set;
// --seed  seed it when it holds no users yet.
// With --test and THROWAWAY_DATABASE_URL_FILE set, the throwaway database's URL
// is written to that file while the command runs.
// Only `next dev` and --test runs get a made-up NEXTAUTH_SECRET; anything
// else runs with the environment's, and a production server refuses to start
// without one (instrumentation.ts).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolveDatabase } from "./db/embedded";
import { applyMigrations } from "./db/migrate";
import { openTestDatabase } from "./db/test-database";
import { localDataDir } from "../lib/local-data";
import { seedOptionsFromEnv } from "../prisma/seed/options";
import { isUnseeded, seedDatabase } from "../prisma/seed/seed";

const separator = process.argv.indexOf("--");
const flags = new Set(process.argv.slice(2, separator === -1 ? undefined : separator));
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  throw new Error("usage: tsx scripts/with-database.ts [--test] [--seed] -- <command…>");
}
const testMode = flags.has("--test");
const developing = command[0] === "next" && command[1] === "dev";

/** A development secret kept beside the embedded data, so sessions survive restarts. */
function developmentSecret(): string {
  const file = path.join(localDataDir(), "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

const database = testMode ? await openTestDatabase() : await resolveDatabase();
await applyMigrations(database.url);
if (flags.has("--seed") && (await isUnseeded(database.url))) {
  console.log("Seeding sample data…");
  await seedDatabase(database.url, seedOptionsFromEnv());
}

// For a test that changes what its server reads: e2e-deploy/second-factor.spec.ts ages a sign-in there.
const urlFile = testMode ? process.env.THROWAWAY_DATABASE_URL_FILE : undefined;
// Created afresh ("wx"): never through a file or link someone else left at that path.
if (urlFile) fs.writeFileSync(urlFile, database.url, { mode: 0o600, flag: "wx" });

const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url };
const throwawayStorage =
  testMode && !env.S3_BUCKET && !env.STORAGE_DIR
    ? fs.mkdtempSync(path.join(os.tmpdir(), "admin-panel-objects-"))
    : null;
if (throwawayStorage) env.STORAGE_DIR = throwawayStorage;
if (!env.NEXTAUTH_SECRET && !env.AUTH_SECRET) {
  if (testMode) env.NEXTAUTH_SECRET = crypto.randomBytes(32).toString("base64url");
  else if (developing) env.NEXTAUTH_SECRET = developmentSecret();
}
env.NEXT_TELEMETRY_DISABLED ??= "1";
// A test server signs in with the seed accounts' passwords even though it runs `next start`.
if (testMode) env.AUTH_PASSWORD_ENABLED ??= "true";
// …and serves the routes that exist for tests alone (lib/http/test-routes.ts): a screen that fails on purpose.
if (testMode) env.PANEL_TEST_ROUTES ??= "true";

// The project's own binaries run directly, not through npx, so a stop signal
// reaches the server itself. It stays in our process group: whoever kills the
// group (Playwright does) stops it too.
const localBinary = path.resolve("node_modules/.bin", command[0]!);
const executable = fs.existsSync(localBinary) ? localBinary : command[0]!;
const child = spawn(executable, command.slice(1), { stdio: "inherit", env, shell: process.platform === "win32" });

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) child.kill("SIGTERM");
  await database.stop().catch(() => {});
  if (throwawayStorage) fs.rmSync(throwawayStorage, { recursive: true, force: true });
  if (urlFile) fs.rmSync(urlFile, { force: true });
  // With the command gone and the database closed, nothing keeps the process alive.
  process.exitCode = code;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(0));
child.on("exit", (code) => void stop(code ?? 0));
