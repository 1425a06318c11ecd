"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ToggleButton } from "@/components/ui/toggle-button";
import { ChartTable } from "@/components/dashboard/chart-table";
import { useFigureTurn } from "@/components/dashboard/figure-turns";
import type { ChartFigure } from "@/components/dashboard/chart-figure";
import type { ChartView } from "@/lib/analytics/chart-views";
import { CHART_DESCRIPTIONS, CHART_TITLES, CHARTS_TEXT, type ChartId } from "@/lib/analytics/messages";

/** Every view of a chart takes this box: skeleton, figure, table and error alike, so nothing shifts. */
const BOX = "h-[240px] w-full";

type ChartCardProps = {
  id: ChartId;
  /** Undefined while the data loads. */
  view: ChartView | undefined;
  /** Undefined until Recharts arrives (fetched near the viewport); `figureFailed` when it cannot. */
  Figure: typeof ChartFigure | undefined;
  /** Recharts is on its way: the skeleton is marked `data-awaiting-code` (the e2e tests' `settled` waits for it). */
  figureAwaited: boolean;
  figureFailed: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  /** Beside the Table toggle (the new-users chart's period). */
  controls?: React.ReactNode;
};

export function ChartCard({
  id,
  view,
  Figure,
  figureAwaited,
  figureFailed,
  loadFailed,
  onRetry,
  controls,
}: ChartCardProps) {
  const [showTable, setShowTable] = React.useState(false);
  return (
    <Card data-testid={`chart-${id}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1.5">
          <CardTitle role="heading" aria-level={3}>
            {CHART_TITLES[id]}
          </CardTitle>
          <CardDescription>{CHART_DESCRIPTIONS[id]}</CardDescription>
        </div>
        <div className="flex gap-1">
          {controls}
          <ToggleButton size="sm" pressed={showTable} onClick={() => setShowTable(!showTable)}>
            {CHARTS_TEXT.showTable}
          </ToggleButton>
        </div>
      </CardHeader>
      <CardContent className="relative">
        <ChartBody
          view={view}
          Figure={Figure}
          figureAwaited={figureAwaited}
          table={showTable || figureFailed}
          loadFailed={loadFailed}
          onRetry={onRetry}
        />
        {/* Over the figure (its axes still show the period), outside its role="img" so it is read. */}
        {view?.emptyNote && !showTable && !loadFailed ? (
          <p className="bg-card/90 text-muted-foreground absolute inset-x-10 top-1/3 rounded-md p-2 text-center text-sm">
            {view.emptyNote}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

type ChartBodyProps = Pick<ChartCardProps, "view" | "Figure" | "figureAwaited" | "loadFailed" | "onRetry"> & {
  table: boolean;
};

function ChartBody({ view, Figure, figureAwaited, table, loadFailed, onRetry }: ChartBodyProps) {
  const drawn = useFigureTurn(Boolean(view && Figure && !table && !loadFailed));
  if (loadFailed) {
    return (
      <div className={`${BOX} flex flex-col items-center justify-center gap-2 text-sm`}>
        <p className="text-muted-foreground">{CHARTS_TEXT.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {CHARTS_TEXT.tryAgain}
        </Button>
      </div>
    );
  }
  if (!view) return <Skeleton className={BOX} />;
  if (table) return <ChartTable view={view} className={BOX} />;
  // Waiting for Recharts, or for the figure's turn to draw (figure-turns.ts).
  if (!Figure || !drawn)
    return <Skeleton className={BOX} data-awaiting-code={figureAwaited || Figure ? "" : undefined} />;
  return (
    <div role="img" aria-label={view.summary} className={BOX}>
      <Figure view={view} />
    </div>
  );
}
