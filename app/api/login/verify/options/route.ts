// POST /api/login/verify/options: the second step's passkey challenge, for a
// session that gave its password and owes its second factor (and for nobody else).
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse, forbidden, unauthorized } from "@/lib/api/errors";
import { hasPanelOrigin, panelOrigin } from "@/lib/api/origin";
import { sessionCookieName } from "@/lib/auth/config";
import { secondStepPasskeyOptions } from "@/lib/auth/second-factor";
import { sessionFromToken } from "@/lib/auth/session";

export async function POST(req: NextRequest) {
  try {
    if (!hasPanelOrigin(req)) throw forbidden("Cross-origin request refused");
    const session = await sessionFromToken(req.cookies.get(sessionCookieName())?.value);
    if (session?.stage !== "second-factor") throw unauthorized();
    return NextResponse.json(await secondStepPasskeyOptions(session, panelOrigin(req)));
  } catch (error) {
    return errorResponse(error);
  }
}
