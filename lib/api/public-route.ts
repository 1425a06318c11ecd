// The wrapper of the sign-in routes that serve callers no panel session
// admits yet (a password, a second step, a passkey): what apiRoute does for the
// panel's API, less the session. An optional switch first (a sign-in method
// turned off is a 404), then the Origin check, and the single catch.
import type { NextRequest } from "next/server";
import { errorResponse, forbidden, notFound, unauthorized } from "@/lib/api/errors";
import { hasPanelOrigin } from "@/lib/api/origin";
import { sessionCookieName } from "@/lib/auth/config";
import { sessionFromToken, type PanelSession } from "@/lib/auth/session/session";
import type { SessionClient } from "@/lib/auth/session/session";
import { clientIp } from "@/lib/http/client-ip";

type PublicRouteOptions = { enabled?: () => boolean; disabledMessage?: string };

export function publicAuthRoute(
  handler: (req: NextRequest) => Promise<Response>,
  { enabled, disabledMessage }: PublicRouteOptions = {},
) {
  return async (req: NextRequest): Promise<Response> => {
    try {
      if (enabled && !enabled()) throw notFound(disabledMessage);
      if (!hasPanelOrigin(req)) throw forbidden("Cross-origin request refused");
      return await handler(req);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** The session that gave its password (or single sign-on) and owes its second factor; anyone else is refused 401. */
export async function sessionOwingSecondFactor(req: NextRequest): Promise<PanelSession> {
  const session = await sessionFromToken(req.cookies.get(sessionCookieName())?.value);
  if (session?.stage !== "second-factor") throw unauthorized();
  return session;
}

/** Where a sign-in comes from, as its session and audit entries record it. */
export const requestClient = (req: NextRequest): SessionClient => ({
  ip: clientIp(req.headers),
  userAgent: req.headers.get("user-agent"),
});
