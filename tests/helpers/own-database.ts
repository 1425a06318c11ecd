// A migrated database that belongs to one test file alone, for tests whose
// writes (or crashes) must not touch the shared one: a new database on
// TEST_DATABASE_URL's server, else an embedded one in a child process.
import { applyMigrations } from "@/scripts/db/migrate";
import type { EmbeddedDatabase } from "@/scripts/db/embedded";
import { openTestDatabase } from "@/scripts/db/test-database";
import { openEmbeddedInChild } from "./embedded-database-child";

export async function openOwnDatabase(): Promise<EmbeddedDatabase> {
  const database = process.env.TEST_DATABASE_URL ? await openTestDatabase() : await openEmbeddedInChild();
  await applyMigrations(database.url);
  return database;
}
