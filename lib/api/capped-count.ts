// Counting a broad search without reading every match: counted exactly up to
// SEARCH_COUNT_CAP, within a time budget, and reported as "at least" beyond
// either (X-Total-Count-Exact: false, "1000+ found").
import { escapeLiteral, type QueryResult } from "pg";
import { db, pool } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export const SEARCH_COUNT_CAP = 1000;
/** A broad search (a common name) would need a bitmap of every match to count: give up early instead. */
export const SEARCH_COUNT_BUDGET_MS = 25;

export type MatchCount = { total: number; exact: boolean };

function toMatchCount(found: number): MatchCount {
  return found > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, exact: false } : { total: found, exact: true };
}

function isStatementTimeout(error: unknown): boolean {
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

/**
 * `count(client, take)` counts at most `take` rows; null when it did not finish within the budget
 * (`budgetMs`, SEARCH_COUNT_BUDGET_MS unless a test needs room).
 */
export async function countUpToCap(
  count: (client: Prisma.TransactionClient, take: number) => Promise<number>,
  { budgetMs = SEARCH_COUNT_BUDGET_MS }: { budgetMs?: number } = {},
): Promise<MatchCount | null> {
  try {
    const found = await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT set_config('statement_timeout', ${String(budgetMs)}, true)`;
      const counted = await count(tx, SEARCH_COUNT_CAP + 1);
      // The budget is the count's, not the COMMIT's: a COMMIT it cancels (a busy server) leaves the
      // connection in a failed transaction, and Prisma gives it back to the pool as it is, so the
      // next request on it fails ("current transaction is aborted", seen under the api bench).
      await tx.$executeRaw`SET LOCAL statement_timeout TO DEFAULT`;
      // A cancel left pending by a timer that fired as the count finished: raised here, not later (countRowsUpToCap).
      await tx.$queryRaw`SELECT 1`;
      return counted;
    });
    return toMatchCount(found);
  } catch (error) {
    if (isStatementTimeout(error) || isTransactionUnavailable(error)) return null;
    throw error;
  }
}

/** A value of a query written in SQL, as a literal (the driver's own escaping, as libpq's PQescapeLiteral). */
function literal(value: unknown): string {
  if (typeof value === "string") return escapeLiteral(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw new Error(`No SQL literal for ${typeof value}`);
}

/**
 * countUpToCap for rows a query written in SQL selects, in one round trip rather than five
 * (BEGIN, the budget, the count, the budget off, COMMIT), each of which queues under load
 * (issue 11, api bench). One simple-protocol message runs in an implicit transaction, so SET
 * LOCAL holds for that message only and a cancelled count rolls it back. Such a message takes no
 * parameters, hence the literals.
 *
 * The closing statements matter: a timer that fires as the count finishes leaves its cancel
 * pending, and PostgreSQL raises it at the next check for interrupts, which without them is the
 * next request's query on this connection (seen under the api bench). They put the budget back,
 * then run a SELECT, whose check raises any such cancel here, as this count's timeout.
 */
export async function countRowsUpToCap(rows: Prisma.Sql, { budgetMs = SEARCH_COUNT_BUDGET_MS } = {}): Promise<MatchCount | null> {
  const count = Prisma.sql`SELECT count(*)::int AS n FROM (${rows} LIMIT ${SEARCH_COUNT_CAP + 1}) AS matches`;
  const countText = count.strings.reduce((sql, part, index) => sql + literal(count.values[index - 1]) + part);
  const message = [`SET LOCAL statement_timeout = ${Math.round(budgetMs)}`, countText, "SET LOCAL statement_timeout TO DEFAULT", "SELECT 1"].join("; ");
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    // node-postgres answers a message of several statements with one result each.
    const results = (await connection.query(message)) as unknown as QueryResult<{ n: number }>[];
    return toMatchCount(results[1]!.rows[0]!.n);
  } catch (error) {
    if (isStatementTimeout(error)) return null;
    broken = error as Error;
    throw error;
  } finally {
    // A cancelled statement leaves the connection as good as new; pool.query would close it, and
    // opening another costs PostgreSQL more than a count.
    connection.release(broken);
  }
}
