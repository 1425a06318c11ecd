import { panelOrigin } from "@/lib/api/origin";
import { apiRoute } from "@/lib/api/route";
import { stepUpPasskeyOptions } from "@/lib/auth/reauthenticate";

/** Step-up with a passkey: a challenge for one of the admin's own. */
export const POST = apiRoute({}, ({ req, session }) => stepUpPasskeyOptions(session, panelOrigin(req)));
