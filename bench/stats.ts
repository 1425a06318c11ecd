// Latency percentiles for the benchmarks.
export type Summary = { runs: number; p50: number; p95: number; p99: number; max: number };

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function median(samples: number[]): number {
  return percentile(
    [...samples].sort((a, b) => a - b),
    0.5,
  );
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
  const verdict =
    target === undefined
      ? ""
      : summary.p95 <= target
        ? `  ok (p95 target ${target} ms)`
        : `  OVER (p95 target ${target} ms)`;
  const ms = (value: number) => value.toFixed(1).padStart(7);
  return `${name.padEnd(34)} n=${String(summary.runs).padStart(4)}  p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)}  max ${ms(summary.max)}${verdict}`;
}

export type TableRow = { call: string; samples: number[]; target?: number };

/** A table of calls (n, p50, p95, p99 in ms, p95 target, ok/MISS); `met` is false when any p95 misses its target. */
export function formatTable(title: string, rows: TableRow[]): { lines: string[]; met: boolean } {
  const width = Math.max(4, ...rows.map((row) => row.call.length));
  const ms = (value: number) => value.toFixed(1).padStart(7);
  let met = true;
  const lines = rows.map(({ call, samples, target }) => {
    const summary = summarise(samples);
    const ok = target === undefined || summary.p95 <= target;
    met &&= ok;
    const verdict = target === undefined ? "" : `${String(target).padStart(6)}  ${ok ? "ok" : "MISS"}`;
    return `${call.padEnd(width)} ${String(summary.runs).padStart(5)} ${ms(summary.p50)} ${ms(summary.p95)} ${ms(summary.p99)}  ${verdict}`;
  });
  const header = `${"call".padEnd(width)} ${"n".padStart(5)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)}  target (p95, ms)`;
  return { lines: [title, header, ...lines], met };
}
