"use client";

// The dashboard's charts (docs/decisions/dashboard-charts.md), below SPEC's cards. The cards, tables and data are first
// load; Recharts (125 KB gzip) is fetched when the Trends section comes near the viewport
// (`chartFigures`; page weight: a first visit that never scrolls there does not download it),
// each figure's box held by a skeleton.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ToggleButton } from "@/components/ui/toggle-button";
import { deferredModule } from "@/lib/loading/deferred-module";
import { LoadFailedNotice } from "@/lib/loading/lazy-boundary";
import { useFetchNearViewport } from "@/lib/loading/near-viewport";
import { ChartCard } from "@/components/dashboard/chart-card";
import { NEW_USER_RANGES, type DashboardCharts as ChartData, type NewUserRange } from "@/lib/analytics/chart-data";
import { chartViews } from "@/lib/analytics/chart-views";
import { CHART_TITLES, CHARTS_TEXT, type ChartId } from "@/lib/analytics/messages";
import { chartKeys } from "@/lib/analytics/query-keys";

const chartFigures = deferredModule(() => import("@/components/dashboard/chart-figure"));

const CHART_ORDER = Object.keys(CHART_TITLES) as ChartId[];

/**
 * Recharts, fetched once `section` comes near the viewport; `awaiting` while it is on its way,
 * `failed` when it could not be fetched (the cards then show their tables).
 */
function useChartFigure(section: React.RefObject<HTMLElement | null>) {
  const loaded = chartFigures.useModule();
  const awaiting = chartFigures.useAwaiting();
  const failed = useFetchNearViewport(chartFigures, section);
  return { Figure: loaded?.ChartFigure, awaiting, failed };
}

function RangeSwitch({ range, onChange }: { range: NewUserRange; onChange: (range: NewUserRange) => void }) {
  return (
    <div role="group" aria-label="Period" className="flex gap-1">
      {NEW_USER_RANGES.map((days) => (
        <ToggleButton key={days} size="sm" pressed={range === days} onClick={() => onChange(days)}>
          {CHARTS_TEXT.range(days)}
        </ToggleButton>
      ))}
    </div>
  );
}

export function DashboardCharts() {
  const charts = useQuery<ChartData>({ queryKey: chartKeys.all });
  const section = React.useRef<HTMLElement>(null);
  const { Figure, awaiting, failed } = useChartFigure(section);
  const [range, setRange] = React.useState<NewUserRange>(NEW_USER_RANGES[0]);
  const views = charts.data ? chartViews(charts.data, range) : undefined;
  const state = {
    Figure,
    figureAwaited: awaiting,
    figureFailed: failed,
    loadFailed: charts.isError && !charts.data,
    onRetry: () => void charts.refetch(),
  };
  return (
    <section
      ref={section}
      aria-labelledby="dashboard-trends"
      aria-busy={charts.isPending}
      className="flex flex-col gap-4"
    >
      <h2 id="dashboard-trends" className="text-xl font-semibold tracking-tight">
        {CHARTS_TEXT.heading}
      </h2>
      {failed ? <LoadFailedNotice /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {CHART_ORDER.map((id) => (
          <ChartCard
            key={id}
            id={id}
            view={views?.[id]}
            controls={id === "newUsers" ? <RangeSwitch range={range} onChange={setRange} /> : undefined}
            {...state}
          />
        ))}
      </div>
    </section>
  );
}
