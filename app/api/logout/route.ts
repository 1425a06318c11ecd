import { NextResponse, type NextRequest } from "next/server";
import { startedByAnotherSite } from "@/lib/api/origin";
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/config";
import { sidFromToken } from "@/lib/auth/session/session";
import { signOut } from "@/lib/auth/sign-in/sign-in";

/**
 * SPEC §7: browser navigation here signs out (the server-side session is deleted, audited) and returns to /.
 * Only the panel's own links (or a typed address) sign out: a link or image on another site would otherwise
 * sign the admin out whenever they open that page, so its request just goes to / with the session untouched.
 */
export async function GET(req: NextRequest) {
  const response = new NextResponse(null, { status: 303, headers: { Location: "/" } });
  if (startedByAnotherSite(req)) return response;
  await signOut(await sidFromToken(req.cookies.get(sessionCookieName())?.value));
  // With its attributes: a browser ignores a __Host- cookie's deletion that is not Secure for "/".
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}
