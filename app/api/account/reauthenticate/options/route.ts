import { panelOrigin } from "@/lib/api/origin";
import { apiRoute } from "@/lib/api/route";
import { sessionPasskeyOptions } from "@/lib/auth/passkeys";

/** Step-up with a passkey: a challenge for one of the admin's own. */
export const POST = apiRoute({}, ({ req, session }) => sessionPasskeyOptions(session, "step-up", panelOrigin(req)));
