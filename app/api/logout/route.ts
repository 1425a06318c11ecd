import { NextResponse, type NextRequest } from "next/server";
import { startedOnPanel } from "@/lib/api/origin";
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/config";
import { sidFromToken } from "@/lib/auth/session/session";
import { signOut } from "@/lib/auth/sign-in/sign-in";
import { CONFIRM_PARAMETER, confirmsSignOut, signOutConfirmationPage } from "@/lib/auth/sign-in/sign-out-confirmation";

/**
 * SPEC §7: browser navigation here signs out (the server-side session is deleted, audited) and returns to /.
 * Only the panel's own links (or a typed address) sign out: a link or image on another site would otherwise
 * sign the admin out whenever they open that page, so its request just goes to / with the session untouched.
 * When nothing says where it started, a page asks to confirm (docs/decisions/sessions.md).
 */
export async function GET(req: NextRequest) {
  const response = new NextResponse(null, { status: 303, headers: { Location: "/" } });
  const started = startedOnPanel(req);
  if (started === false) return response;
  const sid = await sidFromToken(req.cookies.get(sessionCookieName())?.value);
  if (started === null && sid && !confirmsSignOut(sid, req.nextUrl.searchParams.get(CONFIRM_PARAMETER)))
    return signOutConfirmationPage(sid);
  await signOut(sid);
  // With its attributes: a browser ignores a __Host- cookie's deletion that is not Secure for "/".
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}
