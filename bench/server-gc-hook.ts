// Preloaded into the benchmarks' panel server (bench/panel-server.ts), never into a real one:
// SIGUSR2 runs a full garbage collection, so the load bench can read the resident memory the
// server retains rather than garbage V8 has not got round to collecting (which under load
// comes and goes by a hundred MB and more). It then writes the V8 heap's figures to
// BENCH_HEAP_REPORT: resident memory also holds heap V8 keeps committed, empty, for reuse.
import fs from "node:fs";
import { collectGarbage } from "./gc";

const gc = collectGarbage();
process.on("SIGUSR2", () => {
  gc();
  const { heapUsed, heapTotal } = process.memoryUsage();
  if (process.env.BENCH_HEAP_REPORT)
    fs.writeFileSync(process.env.BENCH_HEAP_REPORT, JSON.stringify({ heapUsed, heapTotal }));
});
