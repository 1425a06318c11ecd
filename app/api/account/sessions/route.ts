import { listOwnSessions, revokeOtherSessions } from "@/lib/account/sessions";
import { apiRoute } from "@/lib/api/route";

/** The admin's own sessions: where, when, which is this one. */
export const GET = apiRoute({}, ({ session }) => listOwnSessions(session));

/** Signs every other session of the admin out; this one stays. */
export const DELETE = apiRoute({}, ({ session }) => revokeOtherSessions(session));
