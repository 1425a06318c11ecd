// The dashboard charts' texts (SPEC has none): one place for the screen and its tests.
import { BAN_WEEKS, MESSAGE_DAYS, WON_MONTHS } from "@/lib/analytics/chart-data";

export const CHARTS_TEXT = {
  heading: "Trends",
  showTable: "Table",
  loadFailed: "Could not load the charts.",
  tryAgain: "Try again",
  range: (days: number) => `${days} days`,
} as const;

export const CHART_TITLES = {
  newUsers: "New users per day",
  messages: "Messages per day",
  bans: "Bans and unbans per week",
  pipeline: "Pipeline value by stage",
  dealsWon: "Deals won per month",
  pendingActivities: "Pending activities by type",
} as const;

export const CHART_DESCRIPTIONS: Record<keyof typeof CHART_TITLES, string> = {
  newUsers: "Sign-ups per UTC day, of users still registered",
  messages: `Channel messages, the last ${MESSAGE_DAYS} days (UTC)`,
  bans: `Weeks from Monday (UTC), the last ${BAN_WEEKS}, from the audit log`,
  pipeline: "The value of every deal in each stage",
  dealsWon: `Deals moved to Closed Won, the last ${WON_MONTHS} months (UTC)`,
  pendingActivities: "Activities not yet completed",
};

export type ChartId = keyof typeof CHART_TITLES;

/**
 * Over a chart whose period holds nothing. Bans: the audit log is the only record of when a ban
 * happened, so users banned before it began (or by SQL) are banned without a week to count them in.
 */
export const CHART_EMPTY: Record<ChartId, string> = {
  newUsers: "No sign-ups in this period.",
  messages: "No channel messages in this period.",
  bans: "No bans or unbans recorded in the audit log in this period. Bans made before the audit log began are not counted.",
  pipeline: "No deals with a value yet.",
  dealsWon: "No deals won in this period.",
  pendingActivities: "No pending activities.",
};
