// A throwaway database for a test run: a new database on TEST_DATABASE_URL's
// server (dropped afterwards), or an in-memory embedded PostgreSQL.
import crypto from "node:crypto";
import net from "node:net";
import pg from "pg";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]", ""]);

async function createServerDatabase(serverUrl: string): Promise<EmbeddedDatabase> {
  const base = new URL(serverUrl);
  // Tests create and drop databases: never against anything but this machine.
  if (!LOCAL_HOSTS.has(base.hostname))
    throw new Error(`Refusing to run tests against non-local database host ${base.hostname}`);
  const name = `admin_panel_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
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

export async function openTestDatabase(): Promise<EmbeddedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl);
  // Every Jest worker's test files open pools of their own (queries, capped counts), and a file's idle
  // connections may outlive it by seconds: room for all of them (64 was exhausted in CI on Node 24).
  return startEmbeddedDatabase({ dataDir: null, port: await freePort(), maxConnections: 512 });
}
