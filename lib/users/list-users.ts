// GET /api/admin/users: filtered on the server and keyset-paged (lib/api/keyset.ts).
import { keysetPage } from "@/lib/api/keyset";
import type { Page } from "@/lib/api/page";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListUsersQuery, UserFilter } from "@/lib/users/schema";
import { countMatchingUsers } from "@/lib/users/user-counts";
import { SYSTEM_USER_ID, userSelect, type UserRecord } from "@/lib/users/user-fields";
import { userMatchesPattern, userSearchPatterns } from "@/lib/users/user-search";

function userWhere(filter: UserFilter, patterns: string[]): Prisma.UserWhereInput {
  return {
    id: { not: SYSTEM_USER_ID },
    ...(filter.role === "admin" ? { isAdmin: true } : filter.role === "user" ? { isAdmin: false } : {}),
    ...(filter.status === "banned" ? { isBanned: true } : filter.status === "active" ? { isBanned: false } : {}),
    AND: patterns.map(userMatchesPattern),
  };
}

/** The list's filters (role, status, search: lib/users/user-search.ts) for the export and the bulk delete too. */
export async function userFilterWhere(
  filter: UserFilter,
  client?: Prisma.TransactionClient,
): Promise<Prisma.UserWhereInput> {
  return userWhere(filter, await userSearchPatterns(filter.search, client));
}

export async function listUsers(query: ListUsersQuery): Promise<Page<UserRecord>> {
  const patterns = await userSearchPatterns(query.search);
  const where = userWhere(query, patterns);
  const [page, count] = await Promise.all([
    keysetPage(query, (args) => db.user.findMany({ ...args, where: { AND: [where, args.where] }, select: userSelect })),
    countMatchingUsers(query, patterns),
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
