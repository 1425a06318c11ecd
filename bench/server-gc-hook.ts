// Preloaded into the benchmarks' panel server (bench/panel-server.ts), never into a real one:
// SIGUSR2 runs a full garbage collection, so the load bench can read the resident memory the
// server retains rather than garbage V8 has not got round to collecting (which under load
// comes and goes by a hundred MB and more).
import { collectGarbage } from "./gc";

const gc = collectGarbage();
process.on("SIGUSR2", () => gc());
