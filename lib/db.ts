import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

/** Connections for the process's queries; `npm start`'s workers share them (docs/decisions/deployment.md). */
export const QUERY_CONNECTIONS = 10;
/**
 * How long a query waits for a connection: a free one from the pool, or a new one to open. A
 * database host gone silent would otherwise hold every request for ever; past this, the request
 * fails and the API answers 503 with Retry-After (lib/api/database-unavailable.ts).
 */
export const CONNECTION_WAIT_MS = 5_000;

/**
 * This process's share of a pool of `total` connections: `npm start` with several
 * workers (server.ts sets PANEL_WORKERS in each) splits every pool between them, so
 * the server as a whole opens no more than one process did.
 */
export function connectionShare(total: number): number {
  return Math.max(1, Math.floor(total / Number(process.env.PANEL_WORKERS ?? 1)));
}

// The errors node-postgres raised on the panel's own connections (lib/api/database-unavailable.ts): a socket's
// code (ECONNREFUSED) on one of them says the database is out of reach, where the same code from another client
// (the S3 store's) says nothing about the database. Prisma turns its own into coded errors (P1001).
const databaseErrors = new WeakSet<object>();

/** Rethrows a failure of a query on the panel's own connections, noted as the database's. */
export function rethrowFromDatabase(error: unknown): never {
  if (error && typeof error === "object") databaseErrors.add(error);
  throw error;
}

/** Whether `error` came from one of the panel's own database connections (rethrowFromDatabase). */
export function isFromDatabase(error: unknown): boolean {
  return !!error && typeof error === "object" && databaseErrors.has(error);
}

// Pools connect lazily, so importing this module (as `next build` does) needs no database.
function createPool(connectionString = process.env.DATABASE_URL, max = connectionShare(QUERY_CONNECTIONS)): pg.Pool {
  // Idle connections never hold a process open (scripts, tests); Prisma's adapter also hears their errors.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    allowExitOnIdle: true,
  });
  pool.on("error", () => undefined);
  return pool;
}

/**
 * A client of its own (a script's, another database's, the job worker's), of `max` connections (by default the
 * process's share of the query pool's): its pool ends with its `$disconnect()`.
 */
export function createPrismaClient(connectionString = process.env.DATABASE_URL, max?: number) {
  return new PrismaClient({ adapter: new PrismaPg(createPool(connectionString, max), { disposeExternalPool: true }) });
}

// One pool and client per process and database; dev hot reloads would otherwise open a pool per reload.
const cache = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool; prismaUrl?: string };
if (!cache.prisma || !cache.pool || cache.prismaUrl !== process.env.DATABASE_URL) {
  cache.pool = createPool();
  // Its `$disconnect()` ends the pool too (a server's shutdown, a test file's end): else the pool's idle
  // connections stay open for pg's idle timeout, ten seconds, and a fast test run's add up past the server's limit.
  cache.prisma = new PrismaClient({ adapter: new PrismaPg(cache.pool, { disposeExternalPool: true }) });
  cache.prismaUrl = process.env.DATABASE_URL;
}
export const db: PrismaClient = cache.prisma;
const pool: pg.Pool = cache.pool;

// timestamp(3) columns hold UTC (Prisma writes them so); node-postgres would read them as local time.
const TIMESTAMP_OID = 1114;
const parseUtcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP_OID
      ? parseUtcTimestamp
      : pg.types.getTypeParser(oid, format as "text")) as pg.CustomTypesConfig["getTypeParser"],
};

// node-postgres sends a Date in local time with its offset, which a timestamp(3) ignores: send UTC.
const utcParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Rows of a read written in SQL, on Prisma's own connections but past its query engine: for
 * reads where Prisma took three to five times the CPU the query did (`npm run bench --
 * floor`); the ones every request makes are prepared (queryPrepared). Alias columns to the names
 * the caller's type has; timestamps go and come back as UTC Dates.
 */
export async function queryRows<T>(sql: Prisma.Sql): Promise<T[]> {
  const { rows } = await pool.query<T & pg.QueryResultRow>(queryConfig(sql)).catch(rethrowFromDatabase);
  return rows;
}

// Why a named statement fails where an unnamed one would not: "already exists" (the embedded
// database's connections share one session), "does not exist" (a pooler in transaction mode that
// does not track statements moves the next run to another connection), and "cached plan must not
// change result type" (a migration changed a column under a running server). Each ends preparing.
const PREPARE_REFUSALS = new Set(["42P05", "26000", "0A000"]);
// Each connection keeps every statement it prepared: past this many texts, the rest run unprepared.
const MOST_PREPARED_TEXTS = 200;
const preparedNames = new Set<string>();
let preparing = true;

/**
 * queryRows for a read every request makes, prepared once per connection (a named statement):
 * PostgreSQL parses it once and, on the query pool, plans it once after five runs, which halved
 * the database's time per users page (`npm run bench -- floor`). On the query pool,
 * only SQL whose best plan does not depend on its parameters' values (limits and flags written as
 * literals): the generic plan serves every value. A LIKE pattern only where the table is too small
 * for any plan to cost much (lib/users/user-counts.ts searchNeedsBudget). The counting pool plans
 * every run afresh (lib/api/capped-count.ts), so a search's words may be parameters there.
 */
export async function queryPrepared<T>(sql: Prisma.Sql, client: Queryable = pool): Promise<T[]> {
  const config = queryConfig(sql);
  const name = preparing ? `q${createHash("sha1").update(sql.text).digest("base64url")}` : "";
  if (name && (preparedNames.has(name) || preparedNames.size < MOST_PREPARED_TEXTS)) {
    preparedNames.add(name);
    try {
      return (await client.query<T & pg.QueryResultRow>({ ...config, name }).catch(rethrowFromDatabase)).rows;
    } catch (error) {
      if (!PREPARE_REFUSALS.has((error as { code?: string }).code ?? "")) throw error;
      preparing = false;
    }
  }
  return (await client.query<T & pg.QueryResultRow>(config).catch(rethrowFromDatabase)).rows;
}

/** A pool or one of its connections. */
type Queryable = Pick<pg.Pool, "query">;

/** A query written with Prisma.sql for node-postgres: timestamps as UTC both ways. */
function queryConfig(sql: Prisma.Sql): pg.QueryConfig {
  return { text: sql.text, values: sql.values.map(utcParameter), types };
}
