// POST /api/login/passkey: a passwordless sign-in, the passkey's answer to the
// challenge this browser's cookie names. Public like /api/login, with the same
// Origin check and a small body cap; a success starts a complete session.
import { NextResponse } from "next/server";
import { textResponse } from "@/lib/api/errors";
import { panelOrigin } from "@/lib/api/origin";
import { publicAuthRoute, requestClient } from "@/lib/api/public-route";
import { readJsonBody } from "@/lib/api/read-body";
import { safeCallbackUrl } from "@/lib/auth/sign-in/callback-url";
import { passkeyChallengeCookieName, passwordSignInEnabled } from "@/lib/auth/config";
import { PASSKEY_TEXT } from "@/lib/auth/messages";
import { signInWithPasskey } from "@/lib/auth/sign-in/passkey-sign-in";
import { passkeySignInSchema } from "@/lib/auth/schema";
import { setPasskeyChallengeCookie, setSessionCookie } from "@/lib/auth/session/session-cookie";
import { pathForStage } from "@/lib/auth/sign-in/step-paths";
import { SECOND_STEP_BODY_MAX_BYTES } from "@/lib/http/body-limits";

export const POST = publicAuthRoute(
  async (req) => {
    const { passkey, callbackUrl } = passkeySignInSchema.parse(await readJsonBody(req, SECOND_STEP_BODY_MAX_BYTES));
    const challenge = req.cookies.get(passkeyChallengeCookieName())?.value ?? null;
    const result = await signInWithPasskey(passkey, challenge, requestClient(req), panelOrigin(req));
    if (result.outcome === "invalid") return textResponse(401, PASSKEY_TEXT.refused);
    const response = NextResponse.json({ redirectTo: pathForStage(result.next, safeCallbackUrl(callbackUrl ?? null)) });
    return setSessionCookie(setPasskeyChallengeCookie(response, null), result.sid);
  },
  { enabled: passwordSignInEnabled, disabledMessage: PASSKEY_TEXT.disabled },
);
