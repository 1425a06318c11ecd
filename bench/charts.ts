// npm run bench -- charts: the dashboard's chart queries alone (docs/decisions/dashboard-charts.md), on the users
// benchmark's database, without its searches and million-row export; `users` runs the same.
import { benchUserCount, createMillionUserDatabase } from "./users-database";
import { formatRow, summarise, time } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CHART_TARGET_MS = 100;

export async function benchCharts(serverUrl: string): Promise<string[]> {
  process.env.DATABASE_URL = await createMillionUserDatabase(serverUrl, benchUserCount());
  const { db } = await import("../lib/db");
  const rows = await timeCharts();
  await db.$disconnect();
  return rows;
}

/** Each dashboard chart's query on its own, then all six as the route runs them. */
export async function timeCharts(): Promise<string[]> {
  const charts = await import("../lib/analytics/charts");
  const { stageTotals } = await import("../lib/deals/service");
  const queries: [string, () => Promise<unknown>][] = [
    [`chart: new users per day (${charts.NEW_USER_DAYS} d)`, () => charts.countPerDay("users", charts.NEW_USER_DAYS)],
    ["chart: messages per day (30 d)", () => charts.countPerDay("messages", 30)],
    ["chart: bans and unbans per week", () => charts.bansPerWeek()],
    ["chart: pipeline value by stage", stageTotals],
    ["chart: deals won per month", () => charts.dealsWonPerMonth()],
    ["chart: pending activities by type", () => charts.pendingActivitiesByType()],
    ["chart: all six (the route)", () => charts.getDashboardCharts()],
  ];
  // Warm the pool (the route's six at once open six connections) and the caches, as a running server would be.
  for (let run = 0; run < 5; run++) await charts.getDashboardCharts();
  const samples = queries.map((): number[] => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, [, query]] of queries.entries()) samples[index]!.push(await time(query));
  }
  return queries.map(([name], index) => formatRow(name, summarise(samples[index]!), CHART_TARGET_MS));
}
