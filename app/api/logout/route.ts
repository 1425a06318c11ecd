import { NextResponse, type NextRequest } from "next/server";
import { panelOrigin } from "@/lib/api/origin";
import { SESSION_COOKIE } from "@/lib/auth/config";
import { deleteSessionForToken } from "@/lib/auth/session";

/** SPEC §7: browser navigation here signs out (the server-side session is deleted) and returns to /. */
export async function GET(req: NextRequest) {
  await deleteSessionForToken(req.cookies.get(SESSION_COOKIE)?.value);
  const response = NextResponse.redirect(new URL("/", panelOrigin(req)), 303);
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
