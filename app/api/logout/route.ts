import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/config";
import { sidFromToken } from "@/lib/auth/session";
import { signOut } from "@/lib/auth/sign-in";

/** SPEC §7: browser navigation here signs out (the server-side session is deleted, audited) and returns to /. */
export async function GET(req: NextRequest) {
  await signOut(await sidFromToken(req.cookies.get(SESSION_COOKIE)?.value));
  const response = new NextResponse(null, { status: 303, headers: { Location: "/" } });
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
