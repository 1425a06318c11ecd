// How many users match a filter, without counting a million rows: totals for
// role and status come from the trigger-kept counters (user_counters); a
// search is counted exactly up to SEARCH_COUNT_CAP, within a time budget, and
// reported as "at least" beyond either.
import { db } from "@/lib/db";
import type { UserFilter } from "@/lib/users/schema";
import type { Prisma } from "@/lib/generated/prisma/client";

export const SEARCH_COUNT_CAP = 1000;
/** A broad search (a common name) would need a bitmap of every match to count: give up early instead. */
export const SEARCH_COUNT_BUDGET_MS = 25;

export type UserCounts = { total: number; admins: number; banned: number; adminsBanned: number };
export type MatchCount = { total: number; exact: boolean };

export async function readUserCounts(): Promise<UserCounts> {
  const { _sum: sum } = await db.userCounter.aggregate({ _sum: { total: true, admins: true, banned: true, adminsBanned: true } });
  return {
    total: Number(sum.total ?? 0),
    admins: Number(sum.admins ?? 0),
    banned: Number(sum.banned ?? 0),
    adminsBanned: Number(sum.adminsBanned ?? 0),
  };
}

/** The nine role × status combinations, by inclusion and exclusion. */
export function countForRoleAndStatus(counts: UserCounts, role: UserFilter["role"], status: UserFilter["status"]): number {
  const { total, admins, banned, adminsBanned } = counts;
  const byRole = { all: [total, banned], admin: [admins, adminsBanned], user: [total - admins, banned - adminsBanned] } as const;
  const [inRole, bannedInRole] = byRole[role];
  return status === "all" ? inRole : status === "banned" ? bannedInRole : inRole - bannedInRole;
}

function isStatementTimeout(error: unknown): boolean {
  const described = `${(error as Error)?.message ?? ""} ${JSON.stringify(error ?? {})}`;
  return described.includes("57014") || described.includes("statement timeout");
}

/** The capped count, or null when it did not finish within the budget. */
async function countWithinBudget(where: Prisma.UserWhereInput): Promise<number | null> {
  try {
    return await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${SEARCH_COUNT_BUDGET_MS}`);
      return tx.user.count({ where, take: SEARCH_COUNT_CAP + 1 });
    });
  } catch (error) {
    if (isStatementTimeout(error)) return null;
    throw error;
  }
}

/** null: the search matches too many users to count quickly (the caller reports a lower bound). */
export async function countMatchingUsers(filter: UserFilter, where: Prisma.UserWhereInput): Promise<MatchCount | null> {
  if (!filter.search.trim()) return { total: countForRoleAndStatus(await readUserCounts(), filter.role, filter.status), exact: true };
  const found = await countWithinBudget(where);
  if (found === null) return null;
  return found > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, exact: false } : { total: found, exact: true };
}
