// POST /api/login/verify: the second sign-in step. Public like /api/login (the
// session it completes is not signed in yet), with the same Origin check and a
// small body cap; only a session that owes its second factor gets this far.
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse, forbidden, retryLaterResponse, textResponse, unauthorized } from "@/lib/api/errors";
import { hasPanelOrigin, panelOrigin } from "@/lib/api/origin";
import { readJsonBody } from "@/lib/api/read-body";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { sessionCookieName } from "@/lib/auth/config";
import { PASSKEY_TEXT, SECOND_STEP_TEXT, throttledMessage } from "@/lib/auth/messages";
import { secondStepSchema } from "@/lib/auth/schema";
import { verifySecondStep } from "@/lib/auth/second-factor";
import { sessionFromToken } from "@/lib/auth/session";
import { SECOND_STEP_BODY_MAX_BYTES } from "@/lib/http/body-limits";
import { clientIp } from "@/lib/http/client-ip";

export async function POST(req: NextRequest) {
  try {
    if (!hasPanelOrigin(req)) throw forbidden("Cross-origin request refused");
    const session = await sessionFromToken(req.cookies.get(sessionCookieName())?.value);
    if (session?.stage !== "second-factor") throw unauthorized();
    const { callbackUrl, ...proof } = secondStepSchema.parse(await readJsonBody(req, SECOND_STEP_BODY_MAX_BYTES));
    const result = await verifySecondStep(session, proof, { ip: clientIp(req.headers), userAgent: req.headers.get("user-agent") }, panelOrigin(req));
    if (result.outcome === "throttled") {
      return retryLaterResponse(throttledMessage(result.retryAfterSeconds), result.retryAfterSeconds);
    }
    if (result.outcome === "invalid") return textResponse(401, proof.passkey ? PASSKEY_TEXT.refused : SECOND_STEP_TEXT.invalid);
    return NextResponse.json({ redirectTo: safeCallbackUrl(callbackUrl ?? null) });
  } catch (error) {
    return errorResponse(error);
  }
}
