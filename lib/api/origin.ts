import type { NextRequest } from "next/server";
import { configuredPanelUrl } from "@/lib/http/security-headers";

/**
 * The panel's own origin: NEXTAUTH_URL (or APP_URL) when set, else the origin
 * the request was addressed to. Without them only the Host header counts:
 * X-Forwarded-Host is whatever the client chose to send, so trusting it would
 * let a forged request name its own origin. Behind a proxy that rewrites Host,
 * set APP_URL.
 */
export function panelOrigin(req: NextRequest): string {
  const configured = configuredPanelUrl();
  if (configured) return new URL(configured).origin;
  const host = req.headers.get("host") ?? req.nextUrl.host;
  return `${req.nextUrl.protocol}//${host}`;
}

/**
 * CSRF defence for state-changing calls: browsers always send Origin on them,
 * so a missing, "null" or foreign Origin is refused.
 */
export function hasPanelOrigin(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  return origin !== null && origin !== "null" && origin === panelOrigin(req);
}

// What browsers say of a request another site (or a sibling subdomain) started; "same-origin" and "none" (typed,
// bookmarked) pass. Browsers too old to send it send nothing, and pass too.
const CROSS_SITE = new Set(["cross-site", "same-site"]);

/** The browser says another site started this request (a link, a form or an image on another page). */
export function startedByAnotherSite(req: NextRequest): boolean {
  return CROSS_SITE.has(req.headers.get("sec-fetch-site") ?? "");
}

/** The origin a URL names, or null for one that is no URL ("null", the Origin of a sandboxed page). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the request was started on the panel itself: Sec-Fetch-Site where the browser sends it, else the
 * Origin or Referer it names (browsers too old for Sec-Fetch-Site send those). True: the panel (or a typed
 * address); false: another site; null: nothing says (a Referer withheld, or a client that is no browser).
 */
export function startedOnPanel(req: NextRequest): boolean | null {
  if (req.headers.has("sec-fetch-site")) return !startedByAnotherSite(req);
  const named = req.headers.get("origin") ?? req.headers.get("referer");
  return named === null ? null : originOf(named) === panelOrigin(req);
}
