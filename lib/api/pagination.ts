import type { NextRequest } from "next/server";
import type { Page } from "@/lib/api/page";

function pageUrl(req: NextRequest, cursor: { after?: string; before?: string }): string {
  const url = new URL(req.nextUrl.pathname + req.nextUrl.search, "http://panel.local");
  url.searchParams.delete("after");
  url.searchParams.delete("before");
  for (const [key, value] of Object.entries(cursor)) if (value) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/**
 * A list stays a plain JSON array (SPEC §7); the total and the neighbouring
 * pages travel in X-Total-Count and an RFC 8288 Link header.
 */
export function pagedResponse<T>(req: NextRequest, page: Page<T>): Response {
  const links = [`<${pageUrl(req, {})}>; rel="first"`];
  if (page.prevCursor) links.push(`<${pageUrl(req, { before: page.prevCursor })}>; rel="prev"`);
  if (page.nextCursor) links.push(`<${pageUrl(req, { after: page.nextCursor })}>; rel="next"`);
  return Response.json(page.items, {
    headers: {
      "X-Total-Count": String(page.total),
      // A broad search is counted up to a cap: the header then says the count is a lower bound.
      "X-Total-Count-Exact": String(page.totalExact),
      Link: links.join(", "),
      "Cache-Control": "no-store",
    },
  });
}

/** Reads a Link header back into its rel → URL pairs (used by the client). */
export function parseLinkHeader(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of header?.split(",") ?? []) {
    const match = part.match(/<([^>]*)>\s*;\s*rel="([^"]+)"/);
    if (match) links[match[2]!] = match[1]!;
  }
  return links;
}
