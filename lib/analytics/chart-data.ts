// The dashboard charts' data as the API sends it (GET /api/admin/analytics/charts): plain JSON,
// shared by the service and the browser. Days are "YYYY-MM-DD", months "YYYY-MM", UTC.
import type { ActivityTypeValue } from "@/lib/activities/activity-types";
import type { StageTotal } from "@/lib/deals/stages";

/** The new-users chart's two periods, in days: the API sends the longer, the screen shows either. */
export const NEW_USER_RANGES = [30, 90] as const;
export type NewUserRange = (typeof NEW_USER_RANGES)[number];
export const MESSAGE_DAYS = 30;
export const BAN_WEEKS = 12;
export const WON_MONTHS = 12;

export type DayCount = { day: string; count: number };
export type WeekBans = { week: string; bans: number; unbans: number };
export type MonthCount = { month: string; count: number };
export type TypeCount = { type: ActivityTypeValue; count: number };

export type DashboardCharts = {
  /** 90 days, oldest first; the 30-day view is the last 30. */
  newUsers: DayCount[];
  /** 30 days, oldest first. */
  messages: DayCount[];
  /** 12 ISO weeks (each named by its Monday), oldest first. */
  bans: WeekBans[];
  /** Every stage, in SPEC order. */
  pipeline: StageTotal[];
  /** 12 months, oldest first. */
  dealsWon: MonthCount[];
  /** Every activity type, in SPEC order. */
  pendingActivities: TypeCount[];
};
