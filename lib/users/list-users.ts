// GET /api/admin/users: filtered on the server and keyset-paged (lib/api/keyset.ts).
import { keysetPage } from "@/lib/api/keyset";
import type { Page } from "@/lib/api/page";
import { lowerCaseLikeTerm, searchTerms } from "@/lib/api/search";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListUsersQuery, UserFilter } from "@/lib/users/schema";
import { countMatchingUsers } from "@/lib/users/user-counts";
import { SYSTEM_USER_ID, userSelect, type UserRecord } from "@/lib/users/user-fields";

/** One search word, in any of a user's email, names, id or handle: the generated, lower-cased search_text (schema.prisma). */
export function userMatchesWord(term: string): Prisma.UserWhereInput {
  return { searchText: { contains: lowerCaseLikeTerm(term) } };
}

/**
 * SPEC §5: case-insensitive over email, names, id (and handle). Each word must
 * match some field, so "ada love" finds Ada Lovelace. The fields are one
 * generated column, lower-cased, under one trigram index (schema.prisma).
 */
export function userFilterWhere(filter: UserFilter): Prisma.UserWhereInput {
  return {
    id: { not: SYSTEM_USER_ID },
    ...(filter.role === "admin" ? { isAdmin: true } : filter.role === "user" ? { isAdmin: false } : {}),
    ...(filter.status === "banned" ? { isBanned: true } : filter.status === "active" ? { isBanned: false } : {}),
    AND: searchTerms(filter.search).map(userMatchesWord),
  };
}

export async function listUsers(query: ListUsersQuery): Promise<Page<UserRecord>> {
  const where = userFilterWhere(query);
  const [page, count] = await Promise.all([
    keysetPage(query, (args) => db.user.findMany({ ...args, where: { AND: [where, args.where] }, select: userSelect })),
    countMatchingUsers(query),
  ]);
  return {
    items: page.items,
    // Counting gave up: at least the rows seen so far match.
    total: count?.total ?? page.items.length,
    totalExact: count?.exact ?? !page.hasMore,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** SPEC §2 Dashboard: the latest five registered users. */
export function listRecentUsers(limit = 5): Promise<UserRecord[]> {
  return db.user.findMany({
    where: { id: { not: SYSTEM_USER_ID } },
    select: userSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}
