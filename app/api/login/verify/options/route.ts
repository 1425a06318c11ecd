// POST /api/login/verify/options: the second step's passkey challenge, for a
// session that gave its password and owes its second factor (and for nobody else).
import { NextResponse } from "next/server";
import { panelOrigin } from "@/lib/api/origin";
import { publicAuthRoute, sessionOwingSecondFactor } from "@/lib/api/public-route";
import { sessionPasskeyOptions } from "@/lib/auth/factors/webauthn";

export const POST = publicAuthRoute(async (req) =>
  NextResponse.json(
    await sessionPasskeyOptions(await sessionOwingSecondFactor(req), "second-factor", panelOrigin(req)),
  ),
);
