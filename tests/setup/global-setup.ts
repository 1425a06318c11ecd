// Databases for the whole Jest run, opened here because PGlite cannot start
// inside Jest's sandboxed workers:
// - DATABASE_URL: migrated and seeded small, shared by the API tests;
// - SCRATCH_DATABASE_URL: left blank for the one file that migrates and seeds from nothing;
// - FUZZ_DATABASE_URL, AUDIT_DATABASE_URL, PIPELINE_DATABASE_URL, SESSION_CACHE_DATABASE_URL:
//   migrated and seeded like the shared one, each for one file alone (it fingerprints the whole
//   database, installs triggers, moves deals at once, which would upset other files' board
//   totals, or listens to the notifications other files' writes would send);
// - STORAGE_DIR: a folder for the local object store.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../../scripts/db/migrate";
import { openTestDatabase } from "../../scripts/db/test-database";
import { seedDatabase } from "../../prisma/seed/seed";
import { TEST_PASSWORD, TEST_SEED } from "../helpers/constants";
import { ISOLATED_DATABASES, writeTestEnv } from "./test-env";

async function openSeededDatabase() {
  const database = await openTestDatabase();
  await applyMigrations(database.url);
  await seedDatabase(database.url, { ...TEST_SEED, password: TEST_PASSWORD });
  return database;
}

export default async function globalSetup() {
  const [shared, scratch, ...isolated] = await Promise.all([
    openSeededDatabase(),
    openTestDatabase(),
    ...ISOLATED_DATABASES.map(() => openSeededDatabase()),
  ]);
  writeTestEnv({
    DATABASE_URL: shared.url,
    SCRATCH_DATABASE_URL: scratch.url,
    ...Object.fromEntries(ISOLATED_DATABASES.map((name, index) => [name, isolated[index]!.url])),
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    // The local object store's folder for this run (tests/api/bonus-files*.test.ts), removed by global teardown.
    STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "admin-panel-jest-objects-")),
  });
  (globalThis as { testDatabases?: unknown[] }).testDatabases = [shared, scratch, ...isolated];
}
