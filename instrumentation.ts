// Next calls register() once when a server starts: `next start`, `next dev`,
// and server.ts (through app.prepare()).
import type { Instrumentation } from "next";

export async function register() {
  // Next also builds this file for the edge runtime, which the panel does not use.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const node = await import("./instrumentation-node");
  await node.checkStartupSettings();
  if (process.env.NODE_ENV === "development") await node.startDevelopmentJobWorker();
}

/** A server-side render error: logged with Next's digest (what the error page shows) and the request's id. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === "nodejs")
    await (await import("./instrumentation-node")).logRequestError(error, request, context);
};
