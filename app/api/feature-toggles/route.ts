import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { corsHeaders } from "@/lib/feature-toggles/cors";
import { publicFeatureFeed } from "@/lib/feature-toggles/public-feed";

// Short freshness, then serve stale while revalidating: a toggle reaches clients within seconds.
const CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";

/** SPEC §7: the public feature list for the chat app (docs/chat-app-integration.md). No authentication. */
export async function GET(req: NextRequest) {
  try {
    const feed = await publicFeatureFeed();
    const headers = { ...corsHeaders(req.headers.get("origin")), ETag: feed.etag, "Cache-Control": CACHE_CONTROL };
    const match = req.headers.get("if-none-match");
    if (match && match.split(",").some((tag) => tag.trim() === feed.etag)) return new Response(null, { status: 304, headers });
    return new Response(feed.body, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export function OPTIONS(req: NextRequest) {
  return new Response(null, { status: 204, headers: corsHeaders(req.headers.get("origin")) });
}
