// One log line per request: method, path, status, duration, the admin's id
// and a request id that a 500 answer also carries, so a report from an admin
// leads to the error's line. Under `npm start`, server.ts opens the context
// for every request; under `next start` alone, apiRoute opens one per API call.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { logger } from "@/lib/log/logger";

export type RequestContext = { requestId: string; adminId?: string };

// One store per process: server.ts (run by tsx) and Next's bundled route handlers load this module separately.
const STORE_KEY = Symbol.for("admin-panel.request-context");
const registry = globalThis as { [STORE_KEY]?: AsyncLocalStorage<RequestContext> };
const store = (registry[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>());

// A proxy's request id is kept when it looks like one, so both logs share it.
const INCOMING_ID = /^[\w.:-]{8,100}$/;

export function requestIdFrom(header: string | null | undefined): string {
  return header && INCOMING_ID.test(header) ? header : randomUUID();
}

export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}

export function withRequestContext<T>(context: RequestContext, run: () => T): T {
  return store.run(context, run);
}

type Finished = { method: string; path: string; status: number; startedAt: number };

/** The request's line: info for answers, warn for 5xx (its error was logged above with the same request id). */
export function logRequest(
  context: RequestContext,
  { method, path, status, startedAt }: Finished,
  level: "info" | "debug" = "info",
) {
  const line = {
    requestId: context.requestId,
    method,
    path,
    status,
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    adminId: context.adminId ?? null,
  };
  if (status >= 500) logger.warn(line, "request failed");
  else logger[level](line, "request");
}
