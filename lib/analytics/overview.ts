// GET /api/admin/analytics/overview (SPEC §3 Analytics overview).
import { db } from "@/lib/db";
import { readUserCounts } from "@/lib/users/user-counts";
import { SYSTEM_USER_ID } from "@/lib/users/user-fields";

/** "Active" means seen by the chat app in the last 15 minutes (docs/decisions.md). */
export const ACTIVE_WINDOW_MS = 15 * 60 * 1000;

export type AnalyticsOverview = { users: { total: number; admins: number; banned: number; active: number } };

export async function getAnalyticsOverview(now = new Date()): Promise<AnalyticsOverview> {
  const [counts, active] = await Promise.all([
    readUserCounts(),
    db.user.count({ where: { id: { not: SYSTEM_USER_ID }, lastActiveAt: { gte: new Date(now.getTime() - ACTIVE_WINDOW_MS) } } }),
  ]);
  return { users: { total: counts.total, admins: counts.admins, banned: counts.banned, active } };
}
