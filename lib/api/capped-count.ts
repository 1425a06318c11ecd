// Counting a broad search without reading every match: counted exactly up to
// SEARCH_COUNT_CAP, within a time budget, and reported as "at least" beyond
// either (X-Total-Count-Exact: false, "1000+ found").
import "server-only";
import pg from "pg";
import { connectionShare, db, queryPrepared, rethrowFromDatabase } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { Prisma } from "@/lib/generated/prisma/client";

export const SEARCH_COUNT_CAP = 1000;
/** A broad search (a common name) would need a bitmap of every match to count: give up early instead. */
export const SEARCH_COUNT_BUDGET_MS = 25;
/**
 * How long a list of millions (messages) waits for its count beside its page: a common word's count may not take
 * the cancel at SEARCH_COUNT_BUDGET_MS (readWithinBudget's `waitMs`), and the page must not wait for it.
 */
export const LARGE_LIST_COUNT_WAIT_MS = 75;

export type MatchCount = { total: number; exact: boolean };

export function toMatchCount(found: number): MatchCount {
  return found > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, exact: false } : { total: found, exact: true };
}

function isStatementTimeout(error: unknown): boolean {
  // node-postgres's own error says it in its code (a late cancel reads "due to user request");
  // Prisma's carries it deeper.
  if ((error as { code?: unknown } | null)?.code === "57014") return true;
  const described = `${(error as Error)?.message ?? ""} ${JSON.stringify(error ?? {})}`;
  return described.includes("57014") || described.includes("statement timeout");
}

/**
 * Prisma's P2028: the transaction got no pool connection within its maxWait, or outlived its
 * timeout. A server busy enough for that is past the count's budget too: no count, not a 500.
 */
function isTransactionUnavailable(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2028";
}

type Budget = {
  /** Each statement's time, enforced by PostgreSQL (statement_timeout). */
  budgetMs?: number;
  /**
   * How long the read itself is waited for, when the caller must not wait longer: PostgreSQL takes a cancel between
   * rows, but a trigram index's bitmap of a common word's matches is built whole first (100 ms and more at
   * 10,000,000 messages). Past it the answer is null and the statement ends on its own connection.
   */
  waitMs?: number;
};

/**
 * `read` in one transaction whose statements each have `budgetMs`; null when one did not finish within it (or the
 * server was too busy to give a connection), or when `read` has not answered within `waitMs`.
 */
export async function readWithinBudget<T>(
  read: (client: Prisma.TransactionClient) => Promise<T>,
  { budgetMs = SEARCH_COUNT_BUDGET_MS, waitMs }: Budget = {},
): Promise<T | null> {
  if (waitMs === undefined) return readInTransaction(read, budgetMs);
  let timer: NodeJS.Timeout | undefined;
  let giveUp = () => {};
  const gaveUp = new Promise<null>((resolve) => (giveUp = () => resolve(null)));
  const reading = readInTransaction(async (tx) => {
    timer = setTimeout(giveUp, waitMs);
    try {
      return await read(tx);
    } finally {
      clearTimeout(timer);
    }
  }, budgetMs);
  // Answered or failed once given up on, it concerns no one.
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

async function readInTransaction<T>(
  read: (client: Prisma.TransactionClient) => Promise<T>,
  budgetMs: number,
): Promise<T | null> {
  try {
    return await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT set_config('statement_timeout', ${String(budgetMs)}, true)`;
      const result = await read(tx);
      // The budget is the read's, not the COMMIT's: a COMMIT it cancels (a busy server) leaves the
      // connection in a failed transaction, and Prisma gives it back to the pool as it is, so the
      // next request on it fails ("current transaction is aborted", seen under the api bench).
      await tx.$executeRaw`SET LOCAL statement_timeout TO DEFAULT`;
      // A timer that fires as the read finishes leaves its cancel pending, and PostgreSQL raises it
      // at the next statement: this one, rather than the next request's on this connection.
      await tx.$queryRaw`SELECT 1`;
      return result;
    });
  } catch (error) {
    if (isStatementTimeout(error) || isTransactionUnavailable(error)) return null;
    throw error;
  }
}

/**
 * `count(client, take)` counts at most `take` rows; null when it did not finish within the budget
 * (`budgetMs`, SEARCH_COUNT_BUDGET_MS unless a test needs room).
 */
export async function countUpToCap(
  count: (client: Prisma.TransactionClient, take: number) => Promise<number>,
  options: Budget = {},
): Promise<MatchCount | null> {
  const found = await readWithinBudget((tx) => count(tx, SEARCH_COUNT_CAP + 1), options);
  return found === null ? null : toMatchCount(found);
}

// Counts wait at most this long for a connection (Prisma's maxWait): a server that busy is past their budget.
const COUNT_CONNECTION_WAIT_MS = 2000;
const COUNT_CONNECTIONS = 8;
export const COUNTING_APPLICATION_NAME = "admin-panel capped counts";
// pg-pool's words for that wait ending: every counting connection busy, or a new one not opened in time (a server slow
// to accept one). Either way the list is shown without its total; a database out of reach fails the list's own read,
// which says so.
const CONNECT_TIMEOUTS = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];
// Once a minute at most: under load every list's count may miss its connection, and each would log.
const NO_CONNECTION_LOG_MS = 60_000;
let noConnectionLoggedAt = -Infinity;

/** Says in the log that counts go without totals for want of a connection, once a minute at most. */
function noteNoCountingConnection(message: string) {
  const now = Date.now();
  if (now - noConnectionLoggedAt < NO_CONNECTION_LOG_MS) return;
  noConnectionLoggedAt = now;
  logger.warn({ error: message }, "A count found no connection within its wait: lists show no total meanwhile");
}

/**
 * Connections whose every statement has the budget (statement_timeout, sent when they open), kept
 * for counts alone: one per process, database and budget. A timeout cancel that PostgreSQL raises
 * late, on the statement after the one it was meant for, can then only cost another count.
 * Idle connections close after 10 s and never hold the process open.
 */
function countingPool(budgetMs: number): pg.Pool {
  const pools = ((globalThis as { countingPools?: Map<string, pg.Pool> }).countingPools ??= new Map());
  const key = `${budgetMs} ${process.env.DATABASE_URL}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      statement_timeout: budgetMs,
      // Counts are prepared (parsed once) but planned for their words each time: how many rows
      // a word matches decides the plan (lib/users/user-counts.ts).
      options: "-c plan_cache_mode=force_custom_plan",
      max: connectionShare(COUNT_CONNECTIONS),
      connectionTimeoutMillis: COUNT_CONNECTION_WAIT_MS,
      allowExitOnIdle: true,
      // Tells them apart in pg_stat_activity.
      application_name: COUNTING_APPLICATION_NAME,
    });
    // A connection that fails while idle (a restart, a terminated backend) is dropped by the pool;
    // unheard, the event would end the process. Only the message: node-postgres hangs its client on it.
    pool.on("error", (error: Error) =>
      logger.warn({ error: error.message }, "A counting connection failed while idle"),
    );
    pools.set(key, pool);
  }
  return pool;
}

/** Closes this process's counting pools (a test file's end: their idle connections would outlive it). */
export async function endCountingPools(): Promise<void> {
  const pools = (globalThis as { countingPools?: Map<string, pg.Pool> }).countingPools;
  await Promise.all([...(pools?.values() ?? [])].map((pool) => pool.end()));
  pools?.clear();
}

/**
 * countUpToCap for rows a query written in SQL selects, in one round trip (through a Prisma
 * transaction it takes six: BEGIN, the budget, the count, the budget off, a closing SELECT,
 * COMMIT), on the counting pool. Each round trip queues on a busy server (docs/decisions/request-cost.md).
 */
export async function countRowsUpToCap(
  rows: Prisma.Sql,
  { budgetMs = SEARCH_COUNT_BUDGET_MS } = {},
): Promise<MatchCount | null> {
  const counted = await queryWithinBudget<{ n: number }>(capCountSql(rows), { budgetMs });
  return counted && toMatchCount(counted[0]!.n);
}

/** How many rows `rows` selects, up to one past the cap: what toMatchCount reads. */
export function capCountSql(rows: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS n FROM (${rows} LIMIT ${SEARCH_COUNT_CAP + 1}) AS matches`;
}

/**
 * A read that holds a count (capCountSql), on the counting pool: its rows, or null when it did not
 * finish within the budget or found no connection within COUNT_CONNECTION_WAIT_MS. Callers read their page on the
 * main pool beside it, which is what reports a database out of reach.
 */
export async function queryWithinBudget<T>(
  sql: Prisma.Sql,
  { budgetMs = SEARCH_COUNT_BUDGET_MS } = {},
): Promise<T[] | null> {
  let connection: pg.PoolClient;
  try {
    connection = await countingPool(budgetMs).connect();
  } catch (error) {
    if (error instanceof Error && CONNECT_TIMEOUTS.some((text) => error.message.includes(text))) {
      noteNoCountingConnection(error.message);
      return null;
    }
    rethrowFromDatabase(error);
  }
  // A checked-out connection's failure is the pool's no longer: without a listener it would crash
  // the process. The query fails with it too, and that answers the caller.
  const ignore = () => {};
  connection.on("error", ignore);
  let broken: Error | undefined;
  try {
    return await queryPrepared<T>(sql, connection);
  } catch (error) {
    if (isStatementTimeout(error)) return null;
    broken = error as Error;
    throw error;
  } finally {
    connection.removeListener("error", ignore);
    // A cancelled statement leaves the connection sound; opening another would cost more than the count.
    connection.release(broken);
  }
}
