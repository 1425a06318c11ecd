// The HTTP answer of GET /api/feature-toggles (SPEC §7, docs/chat-app-integration.md),
// given once here and served two ways: by the Next route handler
// (app/api/feature-toggles/route.ts, used by `next dev`) and, in production,
// by the panel server itself before Next's request pipeline (server.ts), which
// costs about a millisecond of CPU per request: too much for an endpoint that
// every chat client polls.
import type { IncomingMessage, ServerResponse } from "node:http";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";
import { corsHeaders } from "@/lib/feature-toggles/cors";
import { publicFeatureFeed } from "@/lib/feature-toggles/public-feed";

export const FEATURE_FEED_PATH = "/api/feature-toggles";

// Short freshness, then serve stale while revalidating: a toggle reaches clients within seconds.
const CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";

export type FeedRequest = { method: string; origin: string | null; ifNoneMatch: string | null };
export type FeedReply = { status: 200 | 204 | 304; headers: Record<string, string>; body: string | null };

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}

/** The reply to GET, HEAD or OPTIONS (CORS preflight) of the public feed. */
export async function featureFeedReply({ method, origin, ifNoneMatch }: FeedRequest): Promise<FeedReply> {
  const cors = corsHeaders(origin);
  if (method === "OPTIONS") return { status: 204, headers: cors, body: null };
  const feed = await publicFeatureFeed();
  const headers = { ...cors, ETag: feed.etag, "Cache-Control": CACHE_CONTROL };
  if (matchesEtag(ifNoneMatch, feed.etag)) return { status: 304, headers, body: null };
  return { status: 200, headers: { ...headers, "Content-Type": "application/json; charset=utf-8" }, body: method === "HEAD" ? null : feed.body };
}

const FAST_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Answers the public feed straight from Node's http server. Returns false,
 * having written nothing, for any other request or when the feed cannot be
 * read; Next then handles the request (and reports the error its usual way).
 */
export async function serveFeatureFeed(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = req.url ?? "";
  const path = url.length > FEATURE_FEED_PATH.length && url[FEATURE_FEED_PATH.length] === "?" ? url.slice(0, FEATURE_FEED_PATH.length) : url;
  if (path !== FEATURE_FEED_PATH || !FAST_METHODS.has(req.method ?? "")) return false;
  let reply: FeedReply;
  try {
    reply = await featureFeedReply({ method: req.method!, origin: header(req, "origin"), ifNoneMatch: header(req, "if-none-match") });
  } catch {
    return false;
  }
  const length = reply.body === null ? {} : { "Content-Length": String(Buffer.byteLength(reply.body)) };
  res.writeHead(reply.status, { ...SECURITY_HEADERS, ...reply.headers, ...length });
  res.end(reply.body ?? undefined);
  return true;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? null);
}
