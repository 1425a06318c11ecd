// A search whose every word holds a trigram is served by the trigram indexes;
// the planner, though, prices ILIKE on a sequential scan far below its real
// cost and scans every row instead: ~250 ms against ~20 ms at 50,000 contacts
// (docs/decisions/crm.md). Shorter words have no trigram to look up: their page
// comes quickly from the (createdAt, id) index, and their count is capped.
import "server-only";
import { countUpToCap, readWithinBudget } from "@/lib/api/capped-count";
import type { KeysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { searchTerms } from "@/lib/api/search";
import { DatabaseBusyError } from "@/lib/api/database-unavailable";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Reader = Prisma.TransactionClient;

const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** True when every word of the search can be looked up in a trigram index. */
export function usesTrigramIndexes(search: string): boolean {
  const terms = searchTerms(search);
  return terms.length > 0 && terms.every((term) => HAS_TRIGRAM.test(term));
}

/** The read with the matches taken from the trigram indexes by bitmap, then sorted: not a scan of the table, nor a
 * walk of the (createdAt, id) index filtering every row. */
function lookingUpTrigrams<T>(read: (client: Reader) => Promise<T>) {
  return async (tx: Reader) => {
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    await tx.$executeRaw`SET LOCAL enable_indexscan = off`;
    return read(tx);
  };
}

/** The read walking the (createdAt, id) index newest first, filtering as it goes, until the page is full. */
function walkingDateIndex<T>(read: (client: Reader) => Promise<T>) {
  return async (tx: Reader) => {
    await tx.$executeRaw`SET LOCAL enable_bitmapscan = off`;
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    return read(tx);
  };
}

/** Runs a list's reads (page and count), steering them onto the trigram indexes when the search allows it. */
export async function readWithSearchPlan<T>(search: string, read: (client: Reader) => Promise<T>): Promise<T> {
  if (!usesTrigramIndexes(search)) return read(db);
  return db.$transaction(lookingUpTrigrams(read));
}

/** How long a newest-first page may walk the date index before the trigram indexes are asked instead. */
export const NEWEST_FIRST_BUDGET_MS = 30;
/**
 * How long the trigram indexes may then take: a rare word's matches come back in milliseconds, a common word's are
 * millions, read and sorted for seconds (ten at 10,000,000 messages), past Prisma's 5 s transaction timeout, which
 * abandons the transaction with the query still running on its connection.
 */
export const TRIGRAM_LOOKUP_BUDGET_MS = 1_000;
/** The walk again, with room: a common word on a server too busy or cold to fill the page in NEWEST_FIRST_BUDGET_MS. */
export const PATIENT_WALK_BUDGET_MS = 4_000;

/**
 * A newest-first page of a large, growing table (messages) searched by words. A common word fills the page within
 * the first rows of the (createdAt, id) index, where the trigram indexes would read every match and sort them; a
 * rare one never fills it, and the trigram indexes find it at once. So the walk runs first within a small budget,
 * then the trigram indexes within theirs, then, for a common word on a busy server, the walk again with more room.
 * Each is cancelled by PostgreSQL at its budget, so no search holds a connection for long; when all three fail the
 * server is too busy, and the answer is 503 busy (DatabaseBusyError).
 */
export async function readNewestFirst<T>(search: string, read: (client: Reader) => Promise<T>): Promise<T> {
  if (!usesTrigramIndexes(search)) return read(db);
  const found =
    (await readWithinBudget(walkingDateIndex(read), { budgetMs: NEWEST_FIRST_BUDGET_MS })) ??
    (await readWithinBudget(lookingUpTrigrams(read), { budgetMs: TRIGRAM_LOOKUP_BUDGET_MS })) ??
    (await readWithinBudget(walkingDateIndex(read), { budgetMs: PATIENT_WALK_BUDGET_MS }));
  if (found === null) throw new DatabaseBusyError("A search of the messages");
  return found;
}

type SearchReads<T> = {
  page: (client: Reader) => Promise<KeysetPage<T>>;
  /** Counts the matches, at most `take` of them when given. */
  count: (client: Reader, take?: number) => Promise<number>;
};

/**
 * One page of a searched list and its total: exact when the search is empty
 * or served by the trigram indexes; for words too short for them, counted up
 * to a cap within a time budget and reported as a lower bound beyond it.
 */
export async function searchPage<T>(search: string, reads: SearchReads<T>): Promise<Page<T>> {
  const shortWords = searchTerms(search).length > 0 && !usesTrigramIndexes(search);
  if (!shortWords) {
    const [page, total] = await readWithSearchPlan(search, (client) =>
      Promise.all([reads.page(client), reads.count(client)]),
    );
    return countedPage(page, total);
  }
  const [page, counted] = await Promise.all([
    reads.page(db),
    countUpToCap((client, take) => reads.count(client, take)),
  ]);
  return countedPage(page, counted);
}
