import { startPasskeyRegistration } from "@/lib/account/passkeys";
import { panelOrigin } from "@/lib/api/origin";
import { apiRoute } from "@/lib/api/route";
import { CHALLENGE_NOT_AUDITED } from "@/lib/auth/factors/webauthn-challenges";

/**
 * Starts adding a passkey: the options the browser makes it from (an enrolment the policy requires
 * may use it too). A new way in, so it needs a recent proof: a stolen session must not plant one.
 */
export const POST = apiRoute(
  { summary: "Start adding a passkey", errors: [409], audit: CHALLENGE_NOT_AUDITED, enrolment: true, stepUp: true },
  ({ req, session }) => startPasskeyRegistration(session, panelOrigin(req)),
);
