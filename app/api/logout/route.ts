import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/config";
import { sidFromToken } from "@/lib/auth/session";
import { signOut } from "@/lib/auth/sign-in";

/** SPEC §7: browser navigation here signs out (the server-side session is deleted, audited) and returns to /. */
export async function GET(req: NextRequest) {
  await signOut(await sidFromToken(req.cookies.get(sessionCookieName())?.value));
  const response = new NextResponse(null, { status: 303, headers: { Location: "/" } });
  // With its attributes: a browser ignores a __Host- cookie's deletion that is not Secure for "/".
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}
