"use client";

// A dashboard chart drawn with Recharts: fetched after hydration through `chartFigures`
// (components/dashboard/chart-card.tsx), so Recharts is in no screen's first load. It fills the
// box the card sized for it, which the card's skeleton held before.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/ui/chart";
import { formatSeriesValue, type ChartView } from "@/lib/analytics/chart-views";

export function ChartFigure({ view }: { view: ChartView }) {
  const series = view.series.filter((item) => !item.tableOnly);
  const config: ChartConfig = Object.fromEntries(series.map((item) => [item.key, item]));
  const format = (value: number) => formatSeriesValue(series[0]!, value);
  const Chart = view.kind === "area" ? AreaChart : BarChart;
  // Categories run down the side, one label a line, every one shown (chart-views.ts, `kind`).
  const horizontal = view.kind === "horizontalBar";
  return (
    // The table view is the keyboard's and screen reader's way in: Recharts' own focus layer is off.
    <ChartContainer config={config} className="size-full">
      <Chart
        data={view.rows}
        layout={horizontal ? "vertical" : "horizontal"}
        accessibilityLayer={false}
        margin={{ left: 4, right: 8, top: 8 }}
      >
        <CartesianGrid vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <XAxis type="number" tickLine={false} axisLine={false} allowDecimals={false} tickFormatter={compact} />
        ) : (
          <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={16} />
        )}
        {/* A fixed width: "auto" measures the drawn labels and draws the whole chart again. The
            compact labels ("950", "12K", "1.5M") are at most five characters; the longest category
            ("Negotiation") about 70 pixels. */}
        {horizontal ? (
          <YAxis
            type="category"
            dataKey="label"
            tickLine={false}
            axisLine={false}
            width={CATEGORY_WIDTH}
            interval={0}
          />
        ) : (
          <YAxis tickLine={false} axisLine={false} width={AXIS_WIDTH} allowDecimals={false} tickFormatter={compact} />
        )}
        <ChartTooltip content={<ChartTooltipContent formatValue={format} />} />
        <ChartLegend content={<ChartLegendContent />} />
        {series.map((item) =>
          view.kind === "area" ? (
            <Area
              key={item.key}
              dataKey={item.key}
              name={item.label}
              type="monotone"
              stroke={`var(--color-${item.key})`}
              fill={`var(--color-${item.key})`}
              fillOpacity={0.3}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={`var(--color-${item.key})`}
              radius={3}
              isAnimationActive={false}
            />
          ),
        )}
      </Chart>
    </ChartContainer>
  );
}

const COMPACT = new Intl.NumberFormat("en-US", { notation: "compact" });
const AXIS_WIDTH = 40;
const CATEGORY_WIDTH = 84;

function compact(value: number): string {
  return COMPACT.format(value);
}
