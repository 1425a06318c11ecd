import { NextResponse, type NextRequest } from "next/server";
import { panelOrigin } from "@/lib/api/origin";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

/** SPEC §7: browser navigation here starts sign-in. */
export function GET(req: NextRequest) {
  const target = new URL("/login", panelOrigin(req));
  target.searchParams.set("callbackUrl", safeCallbackUrl(req.nextUrl.searchParams.get("callbackUrl")));
  return NextResponse.redirect(target, 303);
}
