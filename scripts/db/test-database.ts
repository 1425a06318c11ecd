// A throwaway database for a test run: a new database on TEST_DATABASE_URL's
// server (dropped afterwards), or an in-memory embedded PostgreSQL.
import crypto from "node:crypto";
import pg from "pg";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded";

export { freePort } from "./embedded";

// Every Jest worker's test files open pools of their own (queries, capped counts), and a file's idle
// connections may outlive it by seconds: room for all of them (64 was exhausted in CI on Node 24).
export const TEST_CONNECTIONS = 512;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]", ""]);

/** A new database on the server, empty or a copy of the database named `template`. */
async function createServerDatabase(serverUrl: string, template?: string): Promise<EmbeddedDatabase> {
  const base = new URL(serverUrl);
  // Tests create and drop databases: never against anything but this machine.
  if (!LOCAL_HOSTS.has(base.hostname))
    throw new Error(`Refusing to run tests against non-local database host ${base.hostname}`);
  const name = `admin_panel_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A copy of a database that openTestDatabase opened on TEST_DATABASE_URL's server (the server
 * copies its files: far quicker than migrating and seeding again). Nothing may be connected to
 * the original meanwhile: PostgreSQL refuses to copy a database in use.
 */
export async function copyTestDatabase(original: EmbeddedDatabase): Promise<EmbeddedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Only a database on TEST_DATABASE_URL's server can be copied by the server");
  return createServerDatabase(serverUrl, new URL(original.url).pathname.slice(1));
}

export async function openTestDatabase(): Promise<EmbeddedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl);
  return startEmbeddedDatabase({ dataDir: null, port: "free", maxConnections: TEST_CONNECTIONS });
}
