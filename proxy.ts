import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/config";
import { NONCE_HEADER, newNonce, pageContentSecurityPolicy } from "@/lib/http/content-security-policy";

/**
 * Two jobs, neither of them a security check of its own:
 * - admin API calls that carry no session cookie at all are turned away
 *   early. An optimisation only: every handler authorises again in
 *   lib/api/route.ts, and that check is the one that counts;
 * - every page gets a fresh script nonce and the Content-Security-Policy
 *   naming it. Next puts the nonce on its own scripts when the request carries
 *   the policy; our inline scripts read it from the x-nonce request header.
 */
export function proxy(req: NextRequest) {
  if (req.nextUrl.pathname.startsWith("/api/")) {
    if (req.cookies.has(sessionCookieName())) return NextResponse.next();
    return new NextResponse("Unauthorized", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy(nonce);
  const headers = new Headers(req.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    // Not the imports: Next would buffer (and cut at proxyClientMaxBodySize) the file they stream (lib/api/route.ts `upload`).
    "/api/admin/((?!(?:contacts|companies)/import).*)",
    // Pages: everything but the API, built assets and the icon; a prefetch's page is rendered again when shown.
    {
      source: "/((?!api/|_next/static/|_next/image|icon.svg|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
