// Calls a route handler in-process with a real NextRequest, as Next would.
import { NextRequest } from "next/server";
import { TEST_ORIGIN } from "./constants";

type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Response | Promise<Response>;

type CallOptions = {
  method?: string;
  path?: string;
  cookie?: string;
  body?: unknown;
  rawBody?: string;
  params?: Record<string, string>;
  origin?: string | null;
  headers?: Record<string, string>;
};

export async function callRoute(handler: Handler, options: CallOptions = {}) {
  const method = options.method ?? "GET";
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  // Browsers send Origin on every state-changing request; tests do too unless told not to.
  const origin = options.origin === undefined ? (method === "GET" ? null : TEST_ORIGIN) : options.origin;
  if (origin !== null) headers.set("origin", origin);
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const req = new NextRequest(new URL(options.path ?? "/api/test", TEST_ORIGIN), { method, headers, body });
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, json: () => JSON.parse(text) as unknown };
}
