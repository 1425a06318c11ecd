// Structured logs: one JSON object per line on standard output (pino), for a
// log collector to index. LOG_LEVEL sets the threshold (default info; tests
// are silent unless they ask). An unknown level stops the server at start
// (instrumentation-node.ts) rather than failing every request.
import pino from "pino";

export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Plain stdout rather than pino's own destination, which adds a process exit handler per instance
  // (one per module registry under Jest, past Node's listener warning).
  process.stdout,
);
