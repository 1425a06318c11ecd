// A user search (SPEC §5): case-insensitive over email, names, id and handle; every word must
// appear in one of them, so "ada love" finds Ada Lovelace. The fields are one column PostgreSQL
// generates, lower-cased (users.search_text, see the user_search_text migration), under one
// trigram index, and a word is matched with plain LIKE. The words are lower-cased by the database
// too, so both sides agree on any locale: a C locale lower-cases ASCII only, ICU and libc differ
// on "İ" and the final sigma. A viewer without users.email searches public_search_text instead
// (the same less the email, under its own trigram index): the email they see masked must not be
// found, or read back a character at a time, by searching it.
import "server-only";
import { escapeLike, searchTerms } from "@/lib/api/search";
import { BoundedMap } from "@/lib/bounded-map";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";

type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

// An admin pages, refines and exports with the same words: each is lowered once per process.
const loweredWords = new BoundedMap<string, string>(1000);

async function lowerInDatabase(words: string[], client: Reader): Promise<string[]> {
  if (words.length === 0) return [];
  const [row] = await client.$queryRaw<{ lowered: string[] }[]>`
    SELECT array_agg(lower(word) ORDER BY position) AS lowered FROM unnest(${words}::text[]) WITH ORDINALITY AS words(word, position)`;
  return row!.lowered;
}

/** One word of a search: a LIKE pattern (lower-cased, wildcards escaped, without the surrounding %) and whether it may match emails. */
export type UserSearchPattern = { like: string; withEmail: boolean };

/**
 * The search's words as `viewer` may search them. `client`: the transaction a caller is in (the
 * embedded database has one connection).
 */
export async function userSearchPatterns(
  search: string,
  viewer: HoldsPermissions,
  client: Reader = db,
): Promise<UserSearchPattern[]> {
  const withEmail = hasPermission(viewer, "users.email");
  return (await loweredPatterns(search, client)).map((like) => ({ like, withEmail }));
}

async function loweredPatterns(search: string, client: Reader): Promise<string[]> {
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

/** One word of a search (a pattern from userSearchPatterns), in any of the user's fields its viewer may search. */
export function userMatchesPattern({ like, withEmail }: UserSearchPattern): Prisma.UserWhereInput {
  return withEmail ? { searchText: { contains: like } } : { publicSearchText: { contains: like } };
}

/** userMatchesPattern in SQL, for the queries Prisma cannot write (lib/users/user-counts.ts). */
export function userMatchesPatternSql({ like, withEmail }: UserSearchPattern): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(withEmail ? "search_text" : "public_search_text")} LIKE ${`%${like}%`}`;
}
