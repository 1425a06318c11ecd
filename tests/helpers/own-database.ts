// A migrated database that belongs to one test file alone, for tests whose
// writes (or crashes) must not touch the shared one: a new database on
// TEST_DATABASE_URL's server, else an embedded one in a child process.
import { applyMigrations } from "@/scripts/db/migrate";
import type { EmbeddedDatabase } from "@/scripts/db/embedded";
import { openTestDatabase } from "@/scripts/db/test-database";
import { startScript } from "./script-process";

async function openEmbeddedInChild(): Promise<EmbeddedDatabase> {
  const server = startScript("tests/helpers/embedded-database-process.ts");
  const url = (await server.waitForLine("url ")).slice("url ".length);
  return {
    url,
    stop: async () => {
      server.child.stdin!.end();
      await server.exited;
    },
  };
}

export async function openOwnDatabase(): Promise<EmbeddedDatabase> {
  const database = process.env.TEST_DATABASE_URL ? await openTestDatabase() : await openEmbeddedInChild();
  await applyMigrations(database.url);
  return database;
}
