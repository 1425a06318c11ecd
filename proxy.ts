import { NextResponse, type NextRequest } from "next/server";
import { NONCE_HEADER, newNonce, pageContentSecurityPolicy } from "@/lib/http/content-security-policy";

/**
 * One job, not a security check: every page gets a fresh script nonce and the
 * Content-Security-Policy naming it. Next puts the nonce on its own scripts
 * when the request carries the policy; our inline scripts read it from the
 * x-nonce request header. The API does not pass through here: a proxy pass
 * costs a signed-in call a tenth of its time (docs/decisions/request-cost.md), and every handler
 * authorises in lib/api/route.ts, cheaply when there is no cookie.
 */
export function proxy(req: NextRequest) {
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
