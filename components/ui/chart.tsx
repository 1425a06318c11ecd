"use client";

// shadcn/ui's chart (Recharts), written into the repo as shadcn does, trimmed to what the panel
// draws and typed for Recharts 3. Series colours come from the config as CSS variables set on the
// container (`--color-<key>`), so a theme change recolours a drawn chart without a render.
// Recharts is heavy: import this module only from code fetched after hydration
// (components/dashboard/chart-figure.tsx), never from a screen's first load.
import * as React from "react";
import * as RechartsPrimitive from "recharts";
import type { TooltipContentProps } from "recharts";
import type { LegendPayload } from "recharts/types/component/DefaultLegendContent";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";

export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = React.createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = React.useContext(ChartContext);
  if (!config) throw new Error("useChartConfig must be used within a <ChartContainer />");
  return config;
}

type ChartContainerProps = React.ComponentProps<"div"> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>["children"];
};

function ChartContainer({ config, className, children, style, ...props }: ChartContainerProps) {
  const colours = Object.fromEntries(Object.entries(config).map(([key, item]) => [`--color-${key}`, item.color]));
  return (
    <ChartContext.Provider value={config}>
      <div
        data-slot="chart"
        style={{ ...colours, ...style }}
        className={cn(
          "[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border/50 [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted flex justify-center text-xs [&_.recharts-surface]:outline-hidden",
          className,
        )}
        {...props}
      >
        <RechartsPrimitive.ResponsiveContainer>{children}</RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

const ChartTooltip = RechartsPrimitive.Tooltip;

type ChartTooltipContentProps = Partial<TooltipContentProps<number, string>> & {
  /** How a value reads (money, counts); the default groups thousands. */
  formatValue?: (value: number) => string;
};

function ChartTooltipContent({ active, payload, label, formatValue = formatCount }: ChartTooltipContentProps) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div className="border-border/50 bg-background grid min-w-32 gap-1.5 rounded-lg border px-2.5 py-1.5 text-xs shadow-xl">
      <div className="font-medium">{label}</div>
      {payload.map((item) => {
        const key = String(item.dataKey);
        return (
          <div key={key} className="flex items-center gap-2">
            <span className="size-2.5 shrink-0 rounded-[2px]" style={{ background: `var(--color-${key})` }} />
            <span className="text-muted-foreground">{config[key]?.label ?? item.name}</span>
            <span className="text-foreground ml-auto font-mono font-medium tabular-nums">
              {formatValue(Number(item.value))}
            </span>
          </div>
        );
      })}
    </div>
  );
}

const ChartLegend = RechartsPrimitive.Legend;

function ChartLegendContent({ payload }: { payload?: readonly LegendPayload[] }) {
  const config = useChartConfig();
  if (!payload?.length) return null;
  return (
    <ul className="flex items-center justify-center gap-4 pt-3">
      {payload.map((item) => {
        const key = String(item.dataKey);
        return (
          <li key={key} className="flex items-center gap-1.5">
            <span className="size-2 shrink-0 rounded-[2px]" style={{ background: `var(--color-${key})` }} />
            {config[key]?.label ?? item.value}
          </li>
        );
      })}
    </ul>
  );
}

function formatCount(value: number): string {
  return formatNumber(value);
}

export { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent };
