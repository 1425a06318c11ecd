// How many users match a filter, without counting a million rows: totals for
// role and status come from the trigger-kept counters (user_counters); a
// search is counted up to a cap within a time budget (lib/api/capped-count.ts).
import { countUpToCap, type MatchCount } from "@/lib/api/capped-count";
import { db } from "@/lib/db";
import type { UserFilter } from "@/lib/users/schema";
import type { Prisma } from "@/lib/generated/prisma/client";

export type UserCounts = { total: number; admins: number; banned: number; adminsBanned: number };

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

/** null: the search matches too many users to count quickly (the caller reports a lower bound). */
export async function countMatchingUsers(filter: UserFilter, where: Prisma.UserWhereInput): Promise<MatchCount | null> {
  if (!filter.search.trim()) return { total: countForRoleAndStatus(await readUserCounts(), filter.role, filter.status), exact: true };
  return countUpToCap((client, take) => client.user.count({ where, take }));
}
