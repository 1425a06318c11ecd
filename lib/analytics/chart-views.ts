// What each dashboard chart draws and its table shows, built from the API's data (pure, so the
// figure, the table and the screen reader's summary read the same numbers).
import { ACTIVITY_TYPE_LABELS } from "@/lib/activities/messages";
import { DEAL_STAGE_LABELS } from "@/lib/deals/messages";
import { formatUsd } from "@/lib/deals/money";
import { formatNumber } from "@/lib/format";
import type { DashboardCharts, DayCount, NewUserRange } from "@/lib/analytics/chart-data";
import { CHART_EMPTY, CHART_TITLES, type ChartId } from "@/lib/analytics/messages";

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
  /**
   * Periods are drawn as columns (or an area); categories as horizontal bars, so each category's
   * label has a line of its own: six stage names side by side did not fit a half-width card and
   * the axis dropped some of them.
   */
  kind: "area" | "bar" | "horizontalBar";
  /** The table's first column. */
  category: string;
  rows: ChartRow[];
  series: ChartSeries[];
  /** Shown over the figure when every drawn value is zero: what "nothing" means here. */
  emptyNote?: string;
};

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

export function formatSeriesValue(series: Pick<ChartSeries, "money">, value: number): string {
  return series.money ? formatUsd(value.toFixed(2)) : formatNumber(value);
}

const count = (key: string, label: string, color = "var(--chart-1)"): ChartSeries => ({ key, label, color });
const sum = (rows: ChartRow[], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

/** "… in total; the most, N, on <label>" for one series over time. */
function timeSummary(title: string, period: string, rows: ChartRow[], noun: string): string {
  const total = sum(rows, "count");
  if (total === 0) return `${title}, ${period}: none.`;
  const peak = rows.reduce((best, row) => (Number(row.count) > Number(best.count) ? row : best));
  return `${title}, ${period}: ${formatNumber(total)} ${noun} in total; the most, ${formatNumber(Number(peak.count))}, on ${peak.label}.`;
}

/** "<label> <value>, …" for a chart of categories. */
function categorySummary(title: string, rows: ChartRow[], series: ChartSeries): string {
  return `${title}: ${rows.map((row) => `${row.label} ${formatSeriesValue(series, Number(row[series.key]))}`).join(", ")}.`;
}

function dailyRows(days: DayCount[]): ChartRow[] {
  return days.map((day) => ({ label: dayLabel(day.day), count: day.count }));
}

type TimeUnit = { period: "days" | "months"; noun: string; category: string; kind?: ChartView["kind"] };

/** The view with its empty note when none of the drawn series has a value in any row. */
function withEmptyNote(view: ChartView): ChartView {
  const drawn = view.series.filter((series) => !series.tableOnly);
  const empty = view.rows.every((row) => drawn.every((series) => Number(row[series.key]) === 0));
  return empty ? { ...view, emptyNote: CHART_EMPTY[view.id] } : view;
}

/** One series over time: its total and peak make the summary. */
function timeView(id: ChartId, rows: ChartRow[], unit: TimeUnit, series: ChartSeries): ChartView {
  const title = CHART_TITLES[id];
  const summary = timeSummary(title, `last ${rows.length} ${unit.period}`, rows, unit.noun);
  const kind = unit.kind ?? "bar";
  return withEmptyNote({ id, title, summary, kind, category: unit.category, rows, series: [series] });
}

/** Categories (stages, types): the first series' value of each makes the summary. */
function categoryView(id: ChartId, rows: ChartRow[], category: string, series: ChartSeries[]): ChartView {
  const title = CHART_TITLES[id];
  const summary = categorySummary(title, rows, series[0]!);
  return withEmptyNote({ id, title, summary, kind: "horizontalBar", category, rows, series });
}

function bansView(charts: DashboardCharts): ChartView {
  const rows = charts.bans.map((week) => ({ label: dayLabel(week.week), bans: week.bans, unbans: week.unbans }));
  const title = CHART_TITLES.bans;
  const total = (key: string) => formatNumber(sum(rows, key));
  return withEmptyNote({
    id: "bans",
    title,
    summary: `${title}, last ${rows.length} weeks: ${total("bans")} bans and ${total("unbans")} unbans.`,
    kind: "bar",
    category: "Week of",
    rows,
    series: [count("bans", "Bans", "var(--chart-5)"), count("unbans", "Unbans", "var(--chart-2)")],
  });
}

/** Every chart's view, the new users' over the period the screen shows. */
export function chartViews(charts: DashboardCharts, range: NewUserRange): Record<ChartId, ChartView> {
  const day = { period: "days", category: "Day" } as const;
  const pipeline = charts.pipeline.map((stage) => ({
    label: DEAL_STAGE_LABELS[stage.stage],
    value: Number(stage.value),
    deals: stage.count,
  }));
  return {
    newUsers: timeView(
      "newUsers",
      dailyRows(charts.newUsers.slice(-range)),
      { ...day, noun: "new users", kind: "area" },
      count("count", "New users"),
    ),
    messages: timeView(
      "messages",
      dailyRows(charts.messages),
      { ...day, noun: "messages" },
      count("count", "Messages", "var(--chart-2)"),
    ),
    bans: bansView(charts),
    pipeline: categoryView("pipeline", pipeline, "Stage", [
      { ...count("value", "Value", "var(--chart-3)"), money: true },
      { ...count("deals", "Deals"), tableOnly: true },
    ]),
    dealsWon: timeView(
      "dealsWon",
      charts.dealsWon.map((month) => ({ label: monthLabel(month.month), count: month.count })),
      { period: "months", category: "Month", noun: "deals won" },
      count("count", "Deals won", "var(--chart-4)"),
    ),
    pendingActivities: categoryView(
      "pendingActivities",
      charts.pendingActivities.map((type) => ({ label: ACTIVITY_TYPE_LABELS[type.type], count: type.count })),
      "Type",
      [count("count", "Pending")],
    ),
  };
}
