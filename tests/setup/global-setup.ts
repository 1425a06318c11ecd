// Databases for the whole Jest run, opened here because PGlite cannot start
// inside Jest's sandboxed workers:
// - DATABASE_URL: migrated and seeded small, shared by the API tests;
// - SCRATCH_DATABASE_URL: left blank for the one file that migrates and seeds from nothing.
import crypto from "node:crypto";
import { applyMigrations } from "../../scripts/db/migrate";
import { openTestDatabase } from "../../scripts/db/test-database";
import { seedDatabase } from "../../prisma/seed/seed";
import { TEST_PASSWORD, TEST_SEED } from "../helpers/constants";
import { writeTestEnv } from "./test-env";

export default async function globalSetup() {
  const [shared, scratch] = [await openTestDatabase(), await openTestDatabase()];
  await applyMigrations(shared.url);
  await seedDatabase(shared.url, { ...TEST_SEED, password: TEST_PASSWORD });
  writeTestEnv({
    DATABASE_URL: shared.url,
    SCRATCH_DATABASE_URL: scratch.url,
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
  });
  (globalThis as { testDatabases?: unknown[] }).testDatabases = [shared, scratch];
}
