// The embedded PostgreSQL: PGlite served over the Postgres wire protocol on
// 127.0.0.1, so the app uses exactly the production path (pg + Prisma adapter).
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { SyncBatchQueue } from "./sync-batch-queue";
import { localDataDir } from "../../lib/local-data";

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
export const EMBEDDED_DATA_DIR = path.resolve(process.env.EMBEDDED_DB_DIR ?? path.join(localDataDir(), "pglite"));

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

export function embeddedUrl(port: number) {
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/**
 * Starts PGlite on the given folder (or in memory when dataDir is null), holding what
 * `loadDataDir` holds when given: a data folder that `dump` wrote (PGlite's tarball).
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string | null;
  /** "free": any port nobody listens on, tried again on another if taken before PGlite could listen. */
  port: number | "free";
  maxConnections?: number;
  loadDataDir?: Blob;
}): Promise<EmbeddedDatabase & { dump: () => Promise<Blob> }> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: options.dataDir ?? undefined,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const { server, port } = await listen(db, options.port, options.maxConnections ?? 64);
  return {
    url: embeddedUrl(port),
    stop: async () => {
      await server.stop();
      await db.close();
    },
    dump: () => db.dumpDataDir("none"),
  };
}

// A free port is known only until someone else takes it: between the pick and PGlite's listen (seconds,
// while PGlite starts) another process may, so a taken free port is replaced by another, a few times.
const FREE_PORT_TRIES = 5;

async function listen(db: PGlite, wanted: number | "free", maxConnections: number) {
  for (let attempt = 1; ; attempt++) {
    const port = wanted === "free" ? await freePort() : wanted;
    // Several connections: the app's pool, a seed script and a test worker may share it. Past the limit a
    // connection is refused ("Too many connections"), which its client reads as the server closing it.
    const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections });
    // See sync-batch-queue.ts: the stock queue interleaves concurrent clients' extended-protocol messages.
    (server as unknown as { queryQueue: SyncBatchQueue }).queryQueue = new SyncBatchQueue(db);
    try {
      await server.start();
      return { server, port };
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
      if (wanted !== "free" || !taken || attempt >= FREE_PORT_TRIES) throw error;
    }
  }
}

/** A port nobody listens on at the moment of asking. */
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

/** True when something already listens on the port (e.g. a running `npm run dev`). */
export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * DATABASE_URL when set; otherwise the embedded database, reusing one that a
 * running process already serves (only one process may open the data folder).
 */
export async function resolveDatabase(): Promise<EmbeddedDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  if (await isPortOpen(EMBEDDED_PORT)) return { url: embeddedUrl(EMBEDDED_PORT), stop: async () => {} };
  return startEmbeddedDatabase({ dataDir: EMBEDDED_DATA_DIR, port: EMBEDDED_PORT });
}
