// A user search (SPEC §5): case-insensitive over email, names, id and handle; every word must
// appear in one of them, so "ada love" finds Ada Lovelace. The fields are one column PostgreSQL
// generates, lower-cased (users.search_text, see the user_search_text migration), under one
// trigram index, and a word is matched with plain LIKE. The words are lower-cased by the database
// too, so both sides agree on any locale: a C locale lower-cases ASCII only, ICU and libc differ
// on "İ" and the final sigma.
import "server-only";
import { escapeLike, searchTerms } from "@/lib/api/search";
import { BoundedMap } from "@/lib/bounded-map";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

// An admin pages, refines and exports with the same words: each is lowered once per process.
const loweredWords = new BoundedMap<string, string>(1000);

async function lowerInDatabase(words: string[], client: Reader): Promise<string[]> {
  if (words.length === 0) return [];
  const [row] = await client.$queryRaw<{ lowered: string[] }[]>`
    SELECT array_agg(lower(word) ORDER BY position) AS lowered FROM unnest(${words}::text[]) WITH ORDINALITY AS words(word, position)`;
  return row!.lowered;
}

/**
 * The search's words as LIKE patterns for search_text: lower-cased, wildcards escaped, without the
 * surrounding %. `client`: the transaction a caller is in (the embedded database has one connection).
 */
export async function userSearchPatterns(search: string, client: Reader = db): Promise<string[]> {
  const words = searchTerms(search);
  // Taken before the query: words added meanwhile by other requests may push these out of the Map.
  const lowered = new Map(
    words.flatMap((word) => (loweredWords.has(word) ? [[word, loweredWords.get(word)!] as const] : [])),
  );
  const unknown = words.filter((word) => !lowered.has(word));
  (await lowerInDatabase(unknown, client)).forEach((word, index) => {
    lowered.set(unknown[index]!, word);
    loweredWords.set(unknown[index]!, word);
  });
  return words.map((word) => escapeLike(lowered.get(word)!));
}

/** One word of a search (a pattern from userSearchPatterns), in any of a user's fields. */
export function userMatchesPattern(pattern: string): Prisma.UserWhereInput {
  return { searchText: { contains: pattern } };
}

/** userMatchesPattern in SQL, for the queries Prisma cannot write (lib/users/user-counts.ts). */
export function userMatchesPatternSql(pattern: string): Prisma.Sql {
  return Prisma.sql`search_text LIKE ${`%${pattern}%`}`;
}
