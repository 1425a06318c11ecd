// POST /api/login/passkey/options: a passwordless sign-in's challenge. Public
// like /api/login, with the same Origin check; the challenge is bound to this
// browser by a short-lived cookie, and an address may leave only so many unanswered.
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse, forbidden, notFound, retryLaterResponse } from "@/lib/api/errors";
import { hasPanelOrigin, panelOrigin } from "@/lib/api/origin";
import { passwordSignInEnabled } from "@/lib/auth/config";
import { PASSKEY_TEXT } from "@/lib/auth/messages";
import { startPasskeySignIn } from "@/lib/auth/passkey-sign-in";
import { setPasskeyChallengeCookie } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/http/client-ip";

export async function POST(req: NextRequest) {
  try {
    if (!passwordSignInEnabled()) throw notFound(PASSKEY_TEXT.disabled);
    if (!hasPanelOrigin(req)) throw forbidden("Cross-origin request refused");
    const started = await startPasskeySignIn(panelOrigin(req), clientIp(req.headers));
    if (started.outcome === "throttled") return retryLaterResponse(PASSKEY_TEXT.throttled, started.retryAfterSeconds);
    return setPasskeyChallengeCookie(NextResponse.json(started.options), started.options.challenge);
  } catch (error) {
    return errorResponse(error);
  }
}
