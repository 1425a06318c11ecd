// The HTTP answer of GET /api/feature-toggles (SPEC §7, docs/chat-app-integration.md),
// given once here and served two ways: by the Next route handler
// (app/api/feature-toggles/route.ts: under `next dev`, and under `next start`
// in the serverless mode, where a CDN answers most polls) and, under
// `npm start`, by the panel server itself before Next's request pipeline
// (server.ts), which costs about a millisecond of CPU per request: too much
// for an endpoint that every chat client polls. Hence also the synchronous
// path and the header sets built once per feed.
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchesEtag } from "@/lib/http/etag";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";
import { allowedChatOrigin, corsHeaders } from "@/lib/feature-toggles/cors";
import { freshPublicFeatureFeed, publicFeatureFeed, type Feed } from "@/lib/feature-toggles/public-feed";

const FEATURE_FEED_PATH = "/api/feature-toggles";

// Short freshness, then serve stale while revalidating: a toggle reaches clients within seconds.
const CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";
// The same for a CDN in front of the panel (RFC 9213), so the edge answers the
// chat clients' polls: some CDNs (Vercel's) do not cache a function's answer on max-age alone.
const CDN_CACHE_CONTROL = "max-age=5, stale-while-revalidate=30";

type HeaderMap = Record<string, string>;
export type FeedRequest = { method: string; origin: string | null; ifNoneMatch: string | null };
export type FeedReply = { status: 200 | 204 | 304; headers: HeaderMap; body: string | null };

// Header sets per feed, per allowed origin (a bounded set: the configured ones) and per server.
type HeaderSets = { ok: HeaderMap; notModified: HeaderMap };
const headerSetsByFeed = new WeakMap<Feed, Map<string, HeaderSets>>();

function headerSets(feed: Feed, origin: string | null, security: boolean): HeaderSets {
  const allowed = allowedChatOrigin(origin);
  const key = `${security ? "s" : "-"}${allowed ?? ""}`;
  let byKey = headerSetsByFeed.get(feed);
  if (!byKey) headerSetsByFeed.set(feed, (byKey = new Map()));
  let sets = byKey.get(key);
  if (!sets) {
    const caching = { ETag: feed.etag, "Cache-Control": CACHE_CONTROL, "CDN-Cache-Control": CDN_CACHE_CONTROL };
    const notModified = { ...(security ? SECURITY_HEADERS : {}), ...corsHeaders(allowed), ...caching };
    const ok = {
      ...notModified,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(feed.body)),
    };
    // Shared by every reply of this feed: frozen, so nobody edits them for all.
    byKey.set(key, (sets = { ok: Object.freeze(ok), notModified: Object.freeze(notModified) }));
  }
  return sets;
}

/** The reply to a CORS preflight; `security` adds the security headers Next would add. */
function preflightReply(origin: string | null, security: boolean): FeedReply {
  return { status: 204, headers: { ...(security ? SECURITY_HEADERS : {}), ...corsHeaders(origin) }, body: null };
}

/** The reply to GET or HEAD, given the feed. */
function feedReply(feed: Feed, { method, origin, ifNoneMatch }: FeedRequest, security: boolean): FeedReply {
  const sets = headerSets(feed, origin, security);
  if (matchesEtag(ifNoneMatch, feed.etag)) return { status: 304, headers: sets.notModified, body: null };
  return { status: 200, headers: sets.ok, body: method === "HEAD" ? null : feed.body };
}

/** The reply for the route handler (Next adds the security headers itself). */
export async function featureFeedReply(request: FeedRequest): Promise<FeedReply> {
  if (request.method === "OPTIONS") return preflightReply(request.origin, false);
  return feedReply(await publicFeatureFeed(), request, false);
}

const FAST_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isFeedRequest(req: IncomingMessage): boolean {
  const url = req.url ?? "";
  if (!url.startsWith(FEATURE_FEED_PATH) || !FAST_METHODS.has(req.method ?? "")) return false;
  return url.length === FEATURE_FEED_PATH.length || url[FEATURE_FEED_PATH.length] === "?";
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? null);
}

/**
 * Answers the public feed straight from Node's http server: synchronously
 * while the feed in memory is fresh, else after refreshing it. Returns false,
 * having written nothing, for any other request. If the feed cannot be read,
 * the request goes to `orElse` (Next, which reports the error its usual way).
 */
export function serveFeatureFeed(req: IncomingMessage, res: ServerResponse, orElse: () => unknown): boolean {
  if (!isFeedRequest(req)) return false;
  const request = { method: req.method!, origin: header(req, "origin"), ifNoneMatch: header(req, "if-none-match") };
  const send = ({ status, headers, body }: FeedReply) => res.writeHead(status, headers).end(body ?? undefined);
  if (request.method === "OPTIONS") {
    send(preflightReply(request.origin, true));
    return true;
  }
  const feed = freshPublicFeatureFeed();
  if (feed) send(feedReply(feed, request, true));
  else void publicFeatureFeed().then((refreshed) => send(feedReply(refreshed, request, true)), orElse);
  return true;
}
