import { startPasskeyRegistration } from "@/lib/account/passkeys";
import { panelOrigin } from "@/lib/api/origin";
import { apiRoute } from "@/lib/api/route";

/**
 * Starts adding a passkey: the options the browser makes it from (an enrolment the policy requires
 * may use it too). A new way in, so it needs a recent proof: a stolen session must not plant one.
 */
export const POST = apiRoute({ enrolment: true, stepUp: true }, ({ req, session }) =>
  startPasskeyRegistration(session, panelOrigin(req)),
);
