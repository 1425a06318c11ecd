// Calls a route handler in-process with a real NextRequest, as Next would, and
// holds its answer to the statuses the API description lists for the route.
import { NextRequest } from "next/server";
import { PUBLIC_ROUTES } from "@/app/api/public-routes";
import type { RouteSpec } from "@/lib/api/route";
import type { RouteRule } from "@/lib/api/route-table";
import { documentedStatuses } from "@/lib/openapi/responses";
import { TEST_ORIGIN } from "./constants";

type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Response | Promise<Response>;

type CallOptions = {
  method?: string;
  path?: string;
  cookie?: string;
  body?: unknown;
  /** A body as sent, not JSON: text, or a stream (a file sent in pieces, as a slow client sends it). */
  rawBody?: string | ReadableStream<Uint8Array>;
  params?: Record<string, string>;
  origin?: string | null;
  headers?: Record<string, string>;
};

// `/api/storage/[...key]` → /^\/api\/storage\/.+$/: the URLs a route pattern serves.
const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/\[\.\.\.[^\]]+\]/g, ".+").replace(/\[[^\]]+\]/g, "[^/]+")}$`);

/** The route's table entry: an apiRoute's own spec, or the public plain handler's that serves the path. */
function routeRule(handler: Handler, req: NextRequest): RouteRule | undefined {
  const spec = (handler as { spec?: RouteSpec }).spec;
  if (spec) return spec;
  return Object.entries(PUBLIC_ROUTES).find(([key]) => {
    const [method, pattern] = key.split(" ") as [string, string];
    return method === req.method && patternRegExp(pattern).test(req.nextUrl.pathname);
  })?.[1];
}

/** A 5XX is unexpected by definition; any other answer must be one the API description lists. */
function expectDocumented(handler: Handler, req: NextRequest, status: number) {
  const rule = routeRule(handler, req);
  if (!rule || status >= 500) return;
  const listed = documentedStatuses(rule);
  if (!listed.includes(status))
    throw new Error(
      `${req.method} ${req.nextUrl.pathname} answered ${status}, which its API description does not list (${listed.join(", ")}): declare it where the route is declared (apiRoute's success or errors, or app/api/public-routes.ts)`,
    );
}

/** The body, or for an event stream (which runs for a minute) its first chunk, then the stream is let go. */
async function bodyText(response: Response): Promise<string> {
  if (!response.headers.get("content-type")?.startsWith("text/event-stream")) return response.text();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const first = await reader.read();
  await reader.cancel();
  return first.value ?? "";
}

export async function callRoute(handler: Handler, options: CallOptions = {}) {
  const method = options.method ?? "GET";
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  // Browsers send Origin on every state-changing request; tests do too unless told not to.
  const origin = options.origin === undefined ? (method === "GET" ? null : TEST_ORIGIN) : options.origin;
  if (origin !== null) headers.set("origin", origin);
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  // A stream body needs `duplex: "half"` (the request is sent while the body is still being written).
  const init = { method, headers, body, ...(body instanceof ReadableStream && { duplex: "half" as const }) };
  const req = new NextRequest(new URL(options.path ?? "/api/test", TEST_ORIGIN), init);
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  expectDocumented(handler, req, response.status);
  const text = await bodyText(response);
  return { status: response.status, text, headers: response.headers, json: () => JSON.parse(text) as unknown };
}

type Answer = Awaited<ReturnType<typeof callRoute>>;

/** The answer's JSON, once it is a 200; a failure shows the body that says why, not only the status. */
export function okJson<T>(answer: Pick<Answer, "status" | "text" | "json">): T {
  expect({ status: answer.status, text: answer.status === 200 ? "" : answer.text }).toEqual({ status: 200, text: "" });
  return answer.json() as T;
}
