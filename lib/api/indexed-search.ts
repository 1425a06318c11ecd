// A search whose every word holds a trigram is served by the trigram indexes;
// the planner, though, prices ILIKE on a sequential scan far below its real
// cost and scans every row instead: ~250 ms against ~20 ms at 50,000 contacts
// (docs/decisions.md). Shorter words have no trigram to look up: a scan it is.
import { searchTerms } from "@/lib/api/search";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Reader = Prisma.TransactionClient;

const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** True when every word of the search can be looked up in a trigram index. */
export function usesTrigramIndexes(search: string): boolean {
  const terms = searchTerms(search);
  return terms.length > 0 && terms.every((term) => HAS_TRIGRAM.test(term));
}

/** Runs a list's reads (page and count), steering them onto the trigram indexes when the search allows it. */
export async function readWithSearchPlan<T>(search: string, read: (client: Reader) => Promise<T>): Promise<T> {
  if (!usesTrigramIndexes(search)) return read(db);
  return db.$transaction(async (tx) => {
    // Neither a scan of the table nor a walk of the (createdAt, id) index filtering every row: the matches by bitmap, then sorted.
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    await tx.$executeRaw`SET LOCAL enable_indexscan = off`;
    return read(tx);
  });
}
