import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { badRequest, retryLaterResponse, textResponse } from "@/lib/api/errors";
import { panelOrigin } from "@/lib/api/origin";
import { publicAuthRoute, requestClient } from "@/lib/api/public-route";
import { readBodyText } from "@/lib/api/read-body";
import { SIGN_IN_BODY_MAX_BYTES } from "@/lib/http/body-limits";
import { safeCallbackUrl } from "@/lib/auth/sign-in/callback-url";
import { passwordSignInEnabled } from "@/lib/auth/config";
import { SIGN_IN_TEXT, throttledMessage } from "@/lib/auth/messages";
import { signInWithPassword } from "@/lib/auth/sign-in/sign-in";
import type { SessionClient } from "@/lib/auth/session/session";
import { setSessionCookie } from "@/lib/auth/session/session-cookie";
import { pathForStage } from "@/lib/auth/sign-in/step-paths";

/**
 * SPEC §7: browser navigation here starts sign-in. The sign-in screen's link
 * names no callback: sign-in then returns to the page the link was on (the
 * Referer, when it is the panel's own), so that screen needs no script.
 */
export function GET(req: NextRequest) {
  const asked = req.nextUrl.searchParams.get("callbackUrl");
  const callbackUrl =
    asked === null ? safeCallbackUrl(req.headers.get("referer"), panelOrigin(req)) : safeCallbackUrl(asked);
  return redirectTo(`/login?${new URLSearchParams({ callbackUrl })}`);
}

type SignInRequest = { email: string; password: string; callbackUrl: string; wantsJson: boolean };

// A relative Location: the browser resolves it against the address it used, whatever Host said.
function redirectTo(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location } });
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null) return value as Record<string, unknown>;
  } catch {
    // Answered below, like any other body that is not a JSON object.
  }
  throw badRequest("Invalid JSON body");
}

async function readSignInRequest(req: NextRequest): Promise<SignInRequest> {
  const wantsJson = (req.headers.get("content-type") ?? "").includes("application/json");
  const body = await readBodyText(req, SIGN_IN_BODY_MAX_BYTES);
  const fields = wantsJson ? parseJsonObject(body) : Object.fromEntries(new URLSearchParams(body));
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    email: text(fields.email),
    password: text(fields.password),
    callbackUrl: safeCallbackUrl(text(fields.callbackUrl)),
    wantsJson,
  };
}

/**
 * The email + password form posts here. Without JavaScript the browser follows
 * the redirects; the panel's script posts JSON and reads the status instead.
 * Throttled attempts get 429 with Retry-After either way.
 */
export const POST = publicAuthRoute(
  async (req) => {
    const request = await readSignInRequest(req);
    return answer(request, await signIn(request, requestClient(req)));
  },
  { enabled: passwordSignInEnabled, disabledMessage: "Password sign-in is disabled" },
);

async function signIn(request: SignInRequest, client: SessionClient) {
  try {
    return await signInWithPassword(request, client);
  } catch (error) {
    // A malformed email or an empty password is a failed sign-in for the form, a 400 for JSON clients.
    if (error instanceof ZodError && !request.wantsJson) return { outcome: "invalid" as const };
    throw error;
  }
}

async function answer(request: SignInRequest, result: Awaited<ReturnType<typeof signIn>>): Promise<Response> {
  if (result.outcome === "throttled")
    return retryLaterResponse(throttledMessage(result.retryAfterSeconds), result.retryAfterSeconds);
  if (result.outcome === "invalid") {
    if (request.wantsJson) return textResponse(401, SIGN_IN_TEXT.invalid);
    return redirectTo(`/login?${new URLSearchParams({ error: "invalid", callbackUrl: request.callbackUrl })}`);
  }
  // An admin with a second factor, or one who must enrol one, goes there first, the callback kept.
  const next = pathForStage(result.next, request.callbackUrl);
  return setSessionCookie(request.wantsJson ? NextResponse.json({ redirectTo: next }) : redirectTo(next), result.sid);
}
