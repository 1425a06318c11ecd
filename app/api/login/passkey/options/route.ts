// POST /api/login/passkey/options: a passwordless sign-in's challenge. Public
// like /api/login, with the same Origin check; the challenge is bound to this
// browser by a short-lived cookie, and an address may leave only so many unanswered.
import { NextResponse } from "next/server";
import { retryLaterResponse } from "@/lib/api/errors";
import { panelOrigin } from "@/lib/api/origin";
import { publicAuthRoute } from "@/lib/api/public-route";
import { passwordSignInEnabled } from "@/lib/auth/config";
import { PASSKEY_TEXT } from "@/lib/auth/messages";
import { startPasskeySignIn } from "@/lib/auth/sign-in/passkey-sign-in";
import { setPasskeyChallengeCookie } from "@/lib/auth/session/session-cookie";
import { clientIp } from "@/lib/http/client-ip";

export const POST = publicAuthRoute(
  async (req) => {
    const started = await startPasskeySignIn(panelOrigin(req), clientIp(req.headers));
    if (started.outcome === "throttled") return retryLaterResponse(PASSKEY_TEXT.throttled, started.retryAfterSeconds);
    return setPasskeyChallengeCookie(NextResponse.json(started.options), started.options.challenge);
  },
  { enabled: passwordSignInEnabled, disabledMessage: PASSKEY_TEXT.disabled },
);
