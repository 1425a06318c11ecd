// How many users match a filter, without counting a million rows: totals for
// role and status come from the trigger-kept counters (user_counters); a
// search is counted up to a cap within a time budget (lib/api/capped-count.ts).
// A page of users reads its count in its own statement (matchCountColumnSql).
import "server-only";
import {
  capCountSql,
  countRowsUpToCap,
  SEARCH_COUNT_BUDGET_MS,
  toMatchCount,
  type MatchCount,
} from "@/lib/api/capped-count";
import { queryPrepared } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { UserFilter } from "@/lib/users/schema";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { userMatchesPatternSql, type UserSearchPattern } from "@/lib/users/user-search";

export type UserCounts = { total: number; admins: number; banned: number; adminsBanned: number };

/**
 * The counters' four sums as one text, "{total,admins,banned,adminsBanned}": for readUserCounts,
 * and beside every row of a page, where an array would be parsed again on each row.
 */
const countersSql = Prisma.sql`
  SELECT ARRAY[coalesce(sum(total), 0), coalesce(sum(admins), 0), coalesce(sum(banned), 0),
               coalesce(sum(admins_banned), 0)]::text
  FROM user_counters`;
type Counters = string;

function toUserCounts(counters: Counters): UserCounts {
  const [total = 0, admins = 0, banned = 0, adminsBanned = 0] = counters.slice(1, -1).split(",").map(Number);
  return { total, admins, banned, adminsBanned };
}

export async function readUserCounts(): Promise<UserCounts> {
  // The overview reads it on every call: prepared, past Prisma's engine (lib/db.ts queryPrepared).
  const [row] = await queryPrepared<{ counters: Counters }>(Prisma.sql`SELECT (${countersSql}) AS counters`);
  return toUserCounts(row!.counters);
}

/**
 * Up to `fewUsers` users a search reads at most that many rows whatever its plan (a few
 * milliseconds): it runs as any page does, prepared and planned once (lib/db.ts queryPrepared),
 * without the counting pool's budget. Past it, how many users a word matches decides the plan, and
 * the count needs its budget. Planning a word took twice the time of running it on a small table
 * (`npm run bench -- floor`). Tests lower the bound to check the other way too, and may give the count more room
 * than its budget (`countBudgetMs`) where what they check is the count, not the giving up, on a busy machine.
 */
export const searchPlanning = { fewUsers: 10_000, countBudgetMs: SEARCH_COUNT_BUDGET_MS };
// The table's size is read from the counters at most this often per process: it only picks the way.
const TABLE_SIZE_KEPT_MS = 10_000;

/** `read`'s value, read again once it is `keptMs` old (`now` passed in for tests). */
export function keptFor<T>(keptMs: number, read: () => Promise<T>): (now?: number) => Promise<T> {
  let kept: { value: T; readAt: number } | null = null;
  return async (now = Date.now()) => {
    if (!kept || now - kept.readAt >= keptMs) kept = { value: await read(), readAt: now };
    return kept.value;
  };
}

const usersTableSize = keptFor(TABLE_SIZE_KEPT_MS, async () => (await readUserCounts()).total);

/** Whether a search needs a plan of its own and a budget (the table is past searchPlanning.fewUsers). */
export async function searchNeedsBudget(): Promise<boolean> {
  return (await usersTableSize()) > searchPlanning.fewUsers;
}

/** The nine role × status combinations, by inclusion and exclusion. */
export function countForRoleAndStatus(
  counts: UserCounts,
  role: UserFilter["role"],
  status: UserFilter["status"],
): number {
  const { total, admins, banned, adminsBanned } = counts;
  const byRole = {
    all: [total, banned],
    admin: [admins, adminsBanned],
    user: [total - admins, banned - adminsBanned],
  } as const;
  const [inRole, bannedInRole] = byRole[role];
  return status === "all" ? inRole : status === "banned" ? bannedInRole : inRole - bannedInRole;
}

/**
 * `patterns`: the search's words (userSearchPatterns). null: the search matches too many users
 * to count quickly (the caller reports a lower bound).
 */
export async function countMatchingUsers(
  filter: UserFilter,
  patterns: UserSearchPattern[],
): Promise<MatchCount | null> {
  if (patterns.length === 0)
    return { total: countForRoleAndStatus(await readUserCounts(), filter.role, filter.status), exact: true };
  // The planner picks the trigram index or an early-stopping scan from search_text's statistics
  // (a thousand buckets, see the user_search_text migration): forcing the index made a word
  // that most users match ("@example") read all their index entries, past the budget.
  return countRowsUpToCap(matchingRowsSql(filter, patterns), { budgetMs: searchPlanning.countBudgetMs });
}

/**
 * What a page of users selects beside its rows to count, in the same statement, the users its
 * filter matches (countMatchingUsers in one round trip): the column "matchCount". A search's
 * count needs its budget: the page then runs on the counting pool (queryWithinBudget).
 */
export function matchCountColumnSql(filter: UserFilter, patterns: UserSearchPattern[]): Prisma.Sql {
  const count = patterns.length === 0 ? countersSql : capCountSql(matchingRowsSql(filter, patterns));
  return Prisma.sql`(${count}) AS "matchCount"`;
}

/** A "matchCount" read back: the counters' sums, a search's capped count, or null where counting gave up. */
export type MatchCountColumn = Counters | number | null;

/** The column of a search's page read without its count, past the count's budget: counting apart would only spend it again. */
export const GAVE_UP_COLUMN_SQL = Prisma.sql`NULL::int AS "matchCount"`;

/**
 * How many users a page's filter matches: from the column its rows carry (null: counting gave up),
 * else counted apart (a page past the end has no rows to carry it).
 */
export async function countForPage(
  filter: UserFilter,
  patterns: UserSearchPattern[],
  rows: { matchCount?: MatchCountColumn }[],
): Promise<MatchCount | null> {
  const column = rows[0]?.matchCount;
  if (column === undefined) return countMatchingUsers(filter, patterns);
  if (column === null) return null;
  return typeof column === "number"
    ? toMatchCount(column)
    : { total: countForRoleAndStatus(toUserCounts(column), filter.role, filter.status), exact: true };
}

/**
 * userFilterWhere's filter (service.ts) as SQL, for a count that stops at its cap: Prisma's
 * `count({ take })` orders its subquery by id, so it reads every match (10,000 for a common word
 * at a million users) before it can stop.
 */
function matchingRowsSql(filter: UserFilter, patterns: UserSearchPattern[]): Prisma.Sql {
  return Prisma.sql`SELECT 1 FROM users WHERE ${userFilterSql(filter, patterns)}`;
}

/** The list's filter (service.ts userWhere) in SQL, for the reads that skip Prisma: the page and its count. */
export function userFilterSql(filter: UserFilter, patterns: UserSearchPattern[]): Prisma.Sql {
  const conditions = [Prisma.sql`id <> ${SYSTEM_USER_ID}`];
  // Flags as literals: a prepared statement's generic plan knows how few admins there are (lib/db.ts queryPrepared).
  const flag = (value: boolean) => Prisma.raw(value ? "TRUE" : "FALSE");
  if (filter.role !== "all") conditions.push(Prisma.sql`is_admin = ${flag(filter.role === "admin")}`);
  if (filter.status !== "all") conditions.push(Prisma.sql`is_banned = ${flag(filter.status === "banned")}`);
  conditions.push(...patterns.map(userMatchesPatternSql));
  return Prisma.join(conditions, " AND ");
}
