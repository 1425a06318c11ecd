// POST /api/login/verify: the second sign-in step. Public like /api/login (the
// session it completes is not signed in yet), with the same Origin check and a
// small body cap; only a session that owes its second factor gets this far.
import { NextResponse } from "next/server";
import { retryLaterResponse, textResponse } from "@/lib/api/errors";
import { panelOrigin } from "@/lib/api/origin";
import { publicAuthRoute, requestClient, sessionOwingSecondFactor } from "@/lib/api/public-route";
import { readJsonBody } from "@/lib/api/read-body";
import { safeCallbackUrl } from "@/lib/auth/sign-in/callback-url";
import { PASSKEY_TEXT, SECOND_STEP_TEXT, throttledMessage } from "@/lib/auth/messages";
import { secondStepSchema } from "@/lib/auth/schema";
import { verifySecondStep } from "@/lib/auth/sign-in/second-factor";
import { SECOND_STEP_BODY_MAX_BYTES } from "@/lib/http/body-limits";

export const POST = publicAuthRoute(async (req) => {
  const session = await sessionOwingSecondFactor(req);
  const { callbackUrl, ...proof } = secondStepSchema.parse(await readJsonBody(req, SECOND_STEP_BODY_MAX_BYTES));
  const result = await verifySecondStep(session, proof, requestClient(req), panelOrigin(req));
  if (result.outcome === "throttled")
    return retryLaterResponse(throttledMessage(result.retryAfterSeconds), result.retryAfterSeconds);
  if (result.outcome === "invalid")
    return textResponse(401, proof.passkey ? PASSKEY_TEXT.refused : SECOND_STEP_TEXT.invalid);
  return NextResponse.json({ redirectTo: safeCallbackUrl(callbackUrl ?? null) });
});
