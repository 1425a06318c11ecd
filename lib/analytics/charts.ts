// GET /api/admin/analytics/charts: the dashboard's charts. Every series is read from
// a rollup or an index, so each query stays small at a million users (bench/users.ts times
// them); days, weeks and months are UTC and the empty ones are zeros
// (docs/decisions/dashboard-charts.md).
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { ACTIVITY_TYPES } from "@/lib/activities/activity-types";
import { stageTotals } from "@/lib/deals/service";
import {
  BAN_WEEKS,
  MESSAGE_DAYS,
  NEW_USER_RANGES,
  WON_MONTHS,
  type DashboardCharts,
  type DayCount,
  type MonthCount,
  type TypeCount,
  type WeekBans,
} from "@/lib/analytics/chart-data";

/** The longest daily series: the screen's shorter view is its tail. */
export const NEW_USER_DAYS = Math.max(...NEW_USER_RANGES);

/** Today's UTC date, which every series ends with. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Rows per UTC day from the trigger-kept `daily_counts` (at most 16 slots a day). */
export function countPerDay(metric: "users" | "messages", days: number, now = new Date()): Promise<DayCount[]> {
  return db.$queryRaw<DayCount[]>`
    SELECT d::date::text AS day, COALESCE(sum(c.count), 0)::int AS count
      FROM generate_series(${utcDay(now)}::date - ${days - 1}::int, ${utcDay(now)}::date, interval '1 day') AS d
      LEFT JOIN daily_counts c ON c.metric = ${metric} AND c.day = d::date
     GROUP BY d ORDER BY d`;
}

/** The last `count` weeks (from Monday) or months up to the current one, as a `period` column. */
function periods(unit: "week" | "month", count: number, now: Date): Prisma.Sql {
  const step = `1 ${unit}`;
  const current = Prisma.sql`date_trunc(${unit}, ${utcDay(now)}::date)`;
  return Prisma.sql`
    SELECT p::date AS period
      FROM generate_series(${current} - ${count - 1} * ${step}::interval, ${current}, ${step}::interval) AS p`;
}

/** Bans and unbans per ISO week (from Monday), from the audit log's (action, created_at) index. */
export function bansPerWeek(now = new Date()): Promise<WeekBans[]> {
  return db.$queryRaw<WeekBans[]>`
    WITH weeks AS (${periods("week", BAN_WEEKS, now)}), counted AS (
      SELECT date_trunc('week', created_at)::date AS period,
             count(*) FILTER (WHERE action = 'user.ban') AS bans,
             count(*) FILTER (WHERE action = 'user.unban') AS unbans
        FROM audit_logs
       WHERE action IN ('user.ban', 'user.unban') AND created_at >= (SELECT min(period) FROM weeks)
       GROUP BY 1
    )
    SELECT period::text AS week, COALESCE(bans, 0)::int AS bans, COALESCE(unbans, 0)::int AS unbans
      FROM weeks LEFT JOIN counted USING (period) ORDER BY period`;
}

/** Deals won per calendar month, from the `won_at` a trigger keeps (an index-only range count). */
export function dealsWonPerMonth(now = new Date()): Promise<MonthCount[]> {
  return db.$queryRaw<MonthCount[]>`
    WITH months AS (${periods("month", WON_MONTHS, now)}), counted AS (
      SELECT date_trunc('month', won_at)::date AS period, count(*) AS count
        FROM deals WHERE won_at >= (SELECT min(period) FROM months) GROUP BY 1
    )
    SELECT to_char(period, 'YYYY-MM') AS month, COALESCE(count, 0)::int AS count
      FROM months LEFT JOIN counted USING (period) ORDER BY period`;
}

/** Open activities per type, every type listed, from the trigger-kept `pending_activity_counts`. */
export async function pendingActivitiesByType(): Promise<TypeCount[]> {
  const groups = await db.pendingActivityCount.groupBy({ by: ["type"], _sum: { count: true } });
  return ACTIVITY_TYPES.map((type) => ({
    type,
    count: Number(groups.find((group) => group.type === type)?._sum.count ?? 0),
  }));
}

export async function getDashboardCharts(now = new Date()): Promise<DashboardCharts> {
  const [newUsers, messages, bans, pipeline, dealsWon, pendingActivities] = await Promise.all([
    countPerDay("users", NEW_USER_DAYS, now),
    countPerDay("messages", MESSAGE_DAYS, now),
    bansPerWeek(now),
    stageTotals(),
    dealsWonPerMonth(now),
    pendingActivitiesByType(),
  ]);
  return { newUsers, messages, bans, pipeline, dealsWon, pendingActivities };
}
