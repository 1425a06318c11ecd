// Latency percentiles for the benchmarks.
export type Summary = { runs: number; p50: number; p95: number; p99: number; max: number };

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

export async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export function formatRow(name: string, summary: Summary, target?: number): string {
  const verdict = target === undefined ? "" : summary.p95 <= target ? `  ok (p95 target ${target} ms)` : `  OVER (p95 target ${target} ms)`;
  const ms = (value: number) => value.toFixed(1).padStart(7);
  return `${name.padEnd(34)} n=${String(summary.runs).padStart(4)}  p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)}  max ${ms(summary.max)}${verdict}`;
}
