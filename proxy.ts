import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/config";

/**
 * An early, cheap refusal of admin API calls that carry no session cookie at
 * all. It is an optimisation only: every handler authorises again in
 * lib/api/route.ts, and that check is the one that counts.
 */
export function proxy(req: NextRequest) {
  if (!req.cookies.has(sessionCookieName())) {
    return new NextResponse("Unauthorized", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return NextResponse.next();
}

export const config = { matcher: ["/api/admin/:path*"] };
