import { panelOrigin } from "@/lib/api/origin";
import { apiRoute } from "@/lib/api/route";
import { CHALLENGE_NOT_AUDITED } from "@/lib/auth/factors/webauthn-challenges";
import { sessionPasskeyOptions } from "@/lib/auth/factors/webauthn";

/** Step-up with a passkey: a challenge for one of the admin's own. */
export const POST = apiRoute(
  { summary: "A passkey challenge for confirming who the admin is", errors: [409], audit: CHALLENGE_NOT_AUDITED },
  ({ req, session }) => sessionPasskeyOptions(session, "step-up", panelOrigin(req)),
);
