// Counting a broad search without reading every match: counted exactly up to
// SEARCH_COUNT_CAP, within a time budget, and reported as "at least" beyond
// either (X-Total-Count-Exact: false, "1000+ found").
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export const SEARCH_COUNT_CAP = 1000;
/** A broad search (a common name) would need a bitmap of every match to count: give up early instead. */
export const SEARCH_COUNT_BUDGET_MS = 25;

export type MatchCount = { total: number; exact: boolean };

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
      return counted;
    });
    return found > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, exact: false } : { total: found, exact: true };
  } catch (error) {
    if (isStatementTimeout(error) || isTransactionUnavailable(error)) return null;
    throw error;
  }
}
