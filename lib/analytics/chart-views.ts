// What each dashboard chart draws and its table shows, built from the API's data (pure, so the
// figure, the table and the screen reader's summary read the same numbers).
import { ACTIVITY_TYPE_LABELS } from "@/lib/activities/messages";
import { DEAL_STAGE_LABELS } from "@/lib/deals/messages";
import { formatUsd } from "@/lib/deals/money";
import type { DashboardCharts, DayCount, NewUserRange } from "@/lib/analytics/chart-data";
import { CHART_TITLES, type ChartId } from "@/lib/analytics/messages";

export type ChartSeries = {
  key: string;
  label: string;
  /** A CSS colour, from the theme's chart variables (both themes). */
  color: string;
  /** Shown in the table only (a pipeline stage's deal count beside its value). */
  tableOnly?: boolean;
  money?: boolean;
};

/** One point: its label on the axis and in the table, and a number per series. */
export type ChartRow = { label: string } & Record<string, string | number>;

export type ChartView = {
  id: ChartId;
  title: string;
  /** The chart's `aria-label`: what a glance at it tells. */
  summary: string;
  kind: "area" | "bar";
  /** The table's first column. */
  category: string;
  rows: ChartRow[];
  series: ChartSeries[];
};

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

export function formatSeriesValue(series: Pick<ChartSeries, "money">, value: number): string {
  return series.money ? formatUsd(value.toFixed(2)) : value.toLocaleString("en-US");
}

const count = (key: string, label: string, color = "var(--chart-1)"): ChartSeries => ({ key, label, color });
const sum = (rows: ChartRow[], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

/** "… in total; the most, N, on <label>" for one series over time. */
function timeSummary(title: string, period: string, rows: ChartRow[], noun: string): string {
  const total = sum(rows, "count");
  if (total === 0) return `${title}, ${period}: none.`;
  const peak = rows.reduce((best, row) => (Number(row.count) > Number(best.count) ? row : best));
  return `${title}, ${period}: ${total.toLocaleString("en-US")} ${noun} in total; the most, ${Number(peak.count).toLocaleString("en-US")}, on ${peak.label}.`;
}

/** "<label> <value>, …" for a chart of categories. */
function categorySummary(title: string, rows: ChartRow[], series: ChartSeries): string {
  return `${title}: ${rows.map((row) => `${row.label} ${formatSeriesValue(series, Number(row[series.key]))}`).join(", ")}.`;
}

function dailyRows(days: DayCount[]): ChartRow[] {
  return days.map((day) => ({ label: dayLabel(day.day), count: day.count }));
}

function newUsersView(charts: DashboardCharts, range: NewUserRange): ChartView {
  const rows = dailyRows(charts.newUsers.slice(-range));
  const title = CHART_TITLES.newUsers;
  return {
    id: "newUsers",
    title,
    summary: timeSummary(title, `last ${range} days`, rows, "new users"),
    kind: "area",
    category: "Day",
    rows,
    series: [count("count", "New users")],
  };
}

function messagesView(charts: DashboardCharts): ChartView {
  const rows = dailyRows(charts.messages);
  const title = CHART_TITLES.messages;
  const days = rows.length;
  return {
    id: "messages",
    title,
    summary: timeSummary(title, `last ${days} days`, rows, "messages"),
    kind: "bar",
    category: "Day",
    rows,
    series: [count("count", "Messages", "var(--chart-2)")],
  };
}

function bansView(charts: DashboardCharts): ChartView {
  const rows = charts.bans.map((week) => ({ label: dayLabel(week.week), bans: week.bans, unbans: week.unbans }));
  const title = CHART_TITLES.bans;
  const weeks = rows.length;
  return {
    id: "bans",
    title,
    summary: `${title}, last ${weeks} weeks: ${sum(rows, "bans").toLocaleString("en-US")} bans and ${sum(rows, "unbans").toLocaleString("en-US")} unbans.`,
    kind: "bar",
    category: "Week of",
    rows,
    series: [count("bans", "Bans", "var(--chart-5)"), count("unbans", "Unbans", "var(--chart-2)")],
  };
}

function pipelineView(charts: DashboardCharts): ChartView {
  const rows = charts.pipeline.map((stage) => ({
    label: DEAL_STAGE_LABELS[stage.stage],
    value: Number(stage.value),
    deals: stage.count,
  }));
  const value: ChartSeries = { ...count("value", "Value", "var(--chart-3)"), money: true };
  return {
    id: "pipeline",
    title: CHART_TITLES.pipeline,
    summary: categorySummary(CHART_TITLES.pipeline, rows, value),
    kind: "bar",
    category: "Stage",
    rows,
    series: [value, { ...count("deals", "Deals"), tableOnly: true }],
  };
}

function dealsWonView(charts: DashboardCharts): ChartView {
  const rows = charts.dealsWon.map((month) => ({ label: monthLabel(month.month), count: month.count }));
  const title = CHART_TITLES.dealsWon;
  const months = rows.length;
  return {
    id: "dealsWon",
    title,
    summary: timeSummary(title, `last ${months} months`, rows, "deals won"),
    kind: "bar",
    category: "Month",
    rows,
    series: [count("count", "Deals won", "var(--chart-4)")],
  };
}

function pendingActivitiesView(charts: DashboardCharts): ChartView {
  const rows = charts.pendingActivities.map((type) => ({ label: ACTIVITY_TYPE_LABELS[type.type], count: type.count }));
  const series = count("count", "Pending", "var(--chart-1)");
  return {
    id: "pendingActivities",
    title: CHART_TITLES.pendingActivities,
    summary: categorySummary(CHART_TITLES.pendingActivities, rows, series),
    kind: "bar",
    category: "Type",
    rows,
    series: [series],
  };
}

/** Every chart's view, the new users' over the period the screen shows. */
export function chartViews(charts: DashboardCharts, range: NewUserRange): Record<ChartId, ChartView> {
  return {
    newUsers: newUsersView(charts, range),
    messages: messagesView(charts),
    bans: bansView(charts),
    pipeline: pipelineView(charts),
    dealsWon: dealsWonView(charts),
    pendingActivities: pendingActivitiesView(charts),
  };
}
