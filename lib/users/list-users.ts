// GET /api/admin/users: filtered on the server, keyset-paged newest first, so a
// page costs the same at a million users as at a hundred.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListUsersQuery, UserFilter } from "@/lib/users/schema";
import { countMatchingUsers } from "@/lib/users/user-counts";
import { SYSTEM_USER_ID, userSelect, type UserRecord } from "@/lib/users/user-fields";

const SEARCH_FIELDS = ["email", "firstName", "lastName", "id", "handle"] as const;

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * SPEC §5: case-insensitive over email, names, id (and handle). Each word must
 * match some field, so "ada love" finds Ada Lovelace. Trigram indexes serve it.
 */
export function userFilterWhere(filter: UserFilter): Prisma.UserWhereInput {
  const terms = filter.search.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    id: { not: SYSTEM_USER_ID },
    ...(filter.role === "admin" ? { isAdmin: true } : filter.role === "user" ? { isAdmin: false } : {}),
    ...(filter.status === "banned" ? { isBanned: true } : filter.status === "active" ? { isBanned: false } : {}),
    AND: terms.map((term) => ({
      OR: SEARCH_FIELDS.map((field) => ({ [field]: { contains: escapeLike(term), mode: "insensitive" } })),
    })),
  };
}

type Cursor = { createdAt: Date; id: string };

export function encodeCursor(user: Pick<UserRecord, "createdAt" | "id">): string {
  return Buffer.from(JSON.stringify([user.createdAt.toISOString(), user.id])).toString("base64url");
}

function decodeCursor(value: string): Cursor | null {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as [string, string];
    const date = new Date(createdAt);
    return typeof id === "string" && !Number.isNaN(date.getTime()) ? { createdAt: date, id } : null;
  } catch {
    return null;
  }
}

/** Rows strictly after (older than) or before (newer than) the cursor in newest-first order. */
function cursorWhere(cursor: Cursor, direction: "after" | "before"): Prisma.UserWhereInput {
  const op = direction === "after" ? "lt" : "gt";
  return {
    OR: [{ createdAt: { [op]: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { [op]: cursor.id } }],
  };
}

export type UserPage = {
  users: UserRecord[];
  total: number;
  /** false when a broad search was counted only up to its cap: "at least total". */
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
};

export async function listUsers(query: ListUsersQuery): Promise<UserPage> {
  const where = userFilterWhere(query);
  const after = query.after ? decodeCursor(query.after) : null;
  const before = !after && query.before ? decodeCursor(query.before) : null;
  const backwards = before !== null;
  const order = backwards ? "asc" : "desc";
  const pageWhere = after ? cursorWhere(after, "after") : before ? cursorWhere(before, "before") : {};

  const [rows, count] = await Promise.all([
    db.user.findMany({
      where: { AND: [where, pageWhere] },
      select: userSelect,
      orderBy: [{ createdAt: order }, { id: order }],
      take: query.limit + 1,
    }),
    countMatchingUsers(query, where),
  ]);
  const hasMore = rows.length > query.limit;
  const users = rows.slice(0, query.limit);
  if (backwards) users.reverse();
  const first = users[0];
  const last = users[users.length - 1];
  return {
    users,
    // Counting gave up: at least the rows seen so far match.
    total: count?.total ?? users.length,
    totalExact: count?.exact ?? !hasMore,
    // Going forward there is a previous page whenever we started from a cursor; going back, whenever more rows remain.
    nextCursor: last && (backwards || hasMore) ? encodeCursor(last) : null,
    prevCursor: first && (backwards ? hasMore : after !== null) ? encodeCursor(first) : null,
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
