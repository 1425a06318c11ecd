import { chartViews } from "@/lib/analytics/chart-views";
import { CHART_EMPTY } from "@/lib/analytics/messages";
import type { DashboardCharts } from "@/lib/analytics/chart-data";

const days = (count: number, peakAt: number) =>
  Array.from({ length: count }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10, 26 - count + 1 + index)).toISOString().slice(0, 10),
    count: index === peakAt ? 7 : index % 2,
  }));

const charts: DashboardCharts = {
  newUsers: days(90, 0),
  messages: days(30, 29).map((day) => ({ ...day, count: 0 })),
  bans: [{ week: "2026-11-23", bans: 1200, unbans: 3 }],
  pipeline: [
    { stage: "lead", count: 2, value: "1234.50" },
    { stage: "closed-won", count: 1, value: "99999999.99" },
  ],
  dealsWon: [{ month: "2026-11", count: 4 }],
  pendingActivities: [{ type: "call", count: 5 }],
};

describe("chartViews", () => {
  it("shows the last 30 or all 90 days of new users, summarised by total and peak", () => {
    const short = chartViews(charts, 30).newUsers;
    expect(short.rows).toHaveLength(30);
    expect(short.rows.at(-1)?.label).toBe("Nov 26");
    expect(short.summary).toBe("New users per day, last 30 days: 15 new users in total; the most, 1, on Oct 29.");
    const long = chartViews(charts, 90).newUsers;
    expect(long.rows).toHaveLength(90);
    expect(long.summary).toContain("the most, 7, on Aug 29.");
  });

  it("says none for an empty period, and sums two series", () => {
    const views = chartViews(charts, 30);
    expect(views.messages.summary).toBe("Messages per day, last 30 days: none.");
    expect(views.bans.summary).toBe("Bans and unbans per week, last 1 weeks: 1,200 bans and 3 unbans.");
  });

  it("names each category with its value, money as dollars, the deal count in the table only", () => {
    const { pipeline, pendingActivities } = chartViews(charts, 30);
    expect(pipeline.summary).toBe("Pipeline value by stage: Lead $1,234.50, Closed Won $99,999,999.99.");
    expect(pipeline.series.map((series) => [series.key, series.tableOnly ?? false])).toEqual([
      ["value", false],
      ["deals", true],
    ]);
    expect(pendingActivities.summary).toBe("Pending activities by type: Call 5.");
  });

  it("notes an empty chart (every drawn value zero), and says why bans may be missing", () => {
    const views = chartViews({ ...charts, bans: [{ week: "2026-11-23", bans: 0, unbans: 0 }] }, 30);
    expect(views.messages.emptyNote).toBe(CHART_EMPTY.messages);
    expect(views.bans.emptyNote).toBe(
      "No bans or unbans recorded in the audit log in this period. Bans made before the audit log began are not counted.",
    );
    expect(views.newUsers.emptyNote).toBeUndefined();
    // The deal count is in the table only: deals worth nothing leave the value chart empty.
    const pipeline = chartViews({ ...charts, pipeline: [{ stage: "lead", count: 3, value: "0.00" }] }, 30).pipeline;
    expect(pipeline.emptyNote).toBe(CHART_EMPTY.pipeline);
  });

  it("draws categories as horizontal bars (every label on a line of its own), periods as columns", () => {
    const views = chartViews(charts, 30);
    expect([views.pipeline.kind, views.pendingActivities.kind]).toEqual(["horizontalBar", "horizontalBar"]);
    expect([views.newUsers.kind, views.bans.kind, views.dealsWon.kind]).toEqual(["area", "bar", "bar"]);
  });
});
