// GET /api/admin/analytics/overview (SPEC §3 Analytics overview).
import "server-only";
import { db } from "@/lib/db";
import { readUserCounts } from "@/lib/users/user-counts";
import { SYSTEM_USER_ID } from "@/lib/users/record";

/** "Active" means seen by the chat app in the last 15 minutes (docs/decisions/users.md). */
export const ACTIVE_WINDOW_MS = 15 * 60 * 1000;
/**
 * How long one count of active users serves every caller in this process. Counting reads one
 * index entry per active user (some 80,000 at a million users, the overview's whole cost);
 * a 15-minute figure a few seconds old is as true.
 */
export const ACTIVE_COUNT_TTL_MS = 5000;

export type AnalyticsOverview = { users: { total: number; admins: number; banned: number; active: number } };

const cached: { since: number; count: Promise<number> | null } = { since: 0, count: null };

function countActiveUsers(now: Date): Promise<number> {
  if (cached.count && Math.abs(now.getTime() - cached.since) < ACTIVE_COUNT_TTL_MS) return cached.count;
  const since = new Date(now.getTime() - ACTIVE_WINDOW_MS);
  // The range alone is an index-only scan (5 ms at a million users); "id <> system" in the same
  // WHERE would read every matching row's heap page (hundreds of ms). The system user is taken off apart.
  const count = db.$queryRaw<{ active: number }[]>`
    SELECT ((SELECT count(*) FROM users WHERE last_active_at >= ${since})
          - (SELECT count(*) FROM users WHERE id = ${SYSTEM_USER_ID} AND last_active_at >= ${since}))::int AS active`.then(
    ([row]) => row?.active ?? 0,
  );
  Object.assign(cached, { since: now.getTime(), count });
  // A failed count is not kept: the next caller asks the database again.
  count.catch(() => {
    if (cached.count === count) cached.count = null;
  });
  return count;
}

export async function getAnalyticsOverview(now = new Date()): Promise<AnalyticsOverview> {
  // The totals come from trigger-kept counters (one tiny row set) and stay exact after every change.
  const [counts, active] = await Promise.all([readUserCounts(), countActiveUsers(now)]);
  return { users: { total: counts.total, admins: counts.admins, banned: counts.banned, active } };
}
