// Next calls register() once when a server starts: `next start`, `next dev`,
// and server.ts (through app.prepare()).
export async function register() {
  // Next also builds this file for the edge runtime, which the panel does not use.
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).checkStartupSettings();
}
