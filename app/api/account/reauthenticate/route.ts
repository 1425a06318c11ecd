import { reauthenticateSchema } from "@/lib/account/schema";
import { apiRoute } from "@/lib/api/route";
import { reauthenticate } from "@/lib/auth/step-up/reauthenticate";
import { panelOrigin } from "@/lib/api/origin";
import { clientIp } from "@/lib/http/client-ip";

/** Step-up: proves again who the admin is (passkey or code, else password); dangerous actions then pass for STEP_UP_SECONDS. */
export const POST = apiRoute(
  {
    summary: "Confirm again who the admin is (step-up)",
    errors: [409, 429],
    audit: ["auth.reauthenticated", "auth.reauthentication_failed"],
    body: reauthenticateSchema,
  },
  ({ req, session, body }) =>
    reauthenticate(
      session,
      body,
      { ip: clientIp(req.headers), userAgent: req.headers.get("user-agent") },
      panelOrigin(req),
    ),
);
