// Structured logs: one JSON object per line on standard output (pino), for a
// log collector to index. LOG_LEVEL sets the threshold (default info; tests
// are silent unless they ask).
import pino from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
