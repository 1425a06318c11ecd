// Databases for the whole Jest run, opened here because PGlite cannot start
// inside Jest's sandboxed workers:
// - DATABASE_URL: migrated and seeded small, shared by the API tests;
// - SCRATCH_DATABASE_URL: left blank for the one file that migrates and seeds from nothing;
// - FUZZ_DATABASE_URL, AUDIT_<GROUP>_DATABASE_URL (four), PIPELINE_DATABASE_URL,
//   SESSION_CACHE_DATABASE_URL, USERS_BUDGET_DATABASE_URL, JOBS_DATABASE_URL, WEBHOOKS_DATABASE_URL:
//   seeded like the shared one, each for one file alone (it watches every change in the database,
//   counts or fails every audit insert, moves deals at once, which would upset other files' board
//   totals, listens to the notifications other files' writes would send, runs every job due in its
//   database, or fans out every waiting webhook event);
// - STORAGE_DIR: a folder for the local object store.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrate";
import { copyTestDatabase, openTestDatabase } from "../../scripts/db/test-database";
import { seedDatabase } from "../../prisma/seed/seed";
import { TEST_PASSWORD, TEST_SEED } from "../helpers/constants";
import { openEmbeddedInChild } from "../helpers/embedded-database-child";
import { ISOLATED_DATABASES, writeTestEnv } from "./test-env";

async function migrateAndSeed(url: string) {
  await applyMigrations(url);
  await seedDatabase(url, { ...TEST_SEED, password: TEST_PASSWORD });
}

// Migrating and seeding is most of the setup's time: done once, on an original that is copied
// for the shared database and each isolated one, then dropped.
type Databases = { scratch: EmbeddedDatabase; seeded: EmbeddedDatabase[] };

/** On TEST_DATABASE_URL's server, which copies the original's files (CREATE DATABASE … TEMPLATE). */
async function openServerDatabases(seededCount: number): Promise<Databases> {
  const [scratch, original] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  try {
    await migrateAndSeed(original.url);
    return {
      scratch,
      seeded: await Promise.all(Array.from({ length: seededCount }, () => copyTestDatabase(original))),
    };
  } finally {
    await original.stop();
  }
}

/**
 * Embedded: the original's data folder is dumped blank (for the scratch database) and seeded,
 * and each copy loads a dump in a process of its own (PGlite starts from a dump in a fraction of
 * the time it takes to create a data folder), so that the two workers' queries are not answered
 * on one thread.
 */
async function openEmbeddedDatabases(seededCount: number): Promise<Databases> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "admin-panel-jest-dumps-"));
  const dumpTo = async (database: Awaited<ReturnType<typeof startEmbeddedDatabase>>, name: string) => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()));
    return file;
  };
  try {
    const original = await startEmbeddedDatabase({ dataDir: null, port: "free" });
    let scratch: EmbeddedDatabase, seededDump: string;
    try {
      const blankDump = await dumpTo(original, "blank.tar");
      [scratch, seededDump] = await Promise.all([
        openEmbeddedInChild(blankDump),
        migrateAndSeed(original.url).then(() => dumpTo(original, "seeded.tar")),
      ]);
    } finally {
      await original.stop();
    }
    return {
      scratch,
      seeded: await Promise.all(Array.from({ length: seededCount }, () => openEmbeddedInChild(seededDump))),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export default async function globalSetup() {
  const open = process.env.TEST_DATABASE_URL ? openServerDatabases : openEmbeddedDatabases;
  const {
    scratch,
    seeded: [shared, ...isolated],
  } = await open(1 + ISOLATED_DATABASES.length);
  writeTestEnv({
    DATABASE_URL: shared!.url,
    SCRATCH_DATABASE_URL: scratch.url,
    ...Object.fromEntries(ISOLATED_DATABASES.map((name, index) => [name, isolated[index]!.url])),
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    // The local object store's folder for this run (tests/api/bonus-files*.test.ts), removed by global teardown.
    STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "admin-panel-jest-objects-")),
    // The webhook tests' receivers listen on 127.0.0.1 (tests/api/webhooks.test.ts turns it off to see refusals).
    WEBHOOK_ALLOW_PRIVATE: "true",
  });
  (globalThis as { testDatabases?: unknown[] }).testDatabases = [shared, scratch, ...isolated];
}
