// The cookies of signing in: the session's, whichever way it was given, and
// the one that binds a passwordless sign-in's challenge to its browser.
import type { NextResponse } from "next/server";
import {
  passkeyChallengeCookieName,
  sessionCookieName,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieOptions,
} from "@/lib/auth/config";
import { sessionToken } from "@/lib/auth/session/session";
import { CHALLENGE_SECONDS } from "@/lib/auth/factors/webauthn-challenges";

export async function setSessionCookie(response: NextResponse, sid: string): Promise<NextResponse> {
  response.cookies.set(sessionCookieName(), await sessionToken(sid), {
    ...sessionCookieOptions(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return response;
}

/** Binds a passwordless sign-in's challenge to this browser for as long as it is good; null clears it (with the same attributes, or a `__Host-` cookie stays). */
export function setPasskeyChallengeCookie(response: NextResponse, challenge: string | null): NextResponse {
  response.cookies.set(passkeyChallengeCookieName(), challenge ?? "", {
    ...sessionCookieOptions(),
    sameSite: "strict",
    maxAge: challenge === null ? 0 : CHALLENGE_SECONDS,
  });
  return response;
}
