import { listOwnSessions, revokeOtherSessions } from "@/lib/account/sessions";
import { apiRoute } from "@/lib/api/route";

/** The admin's own sessions: where, when, which is this one. */
export const GET = apiRoute({ summary: "The admin's own sessions" }, ({ session }) => listOwnSessions(session));

/** Signs every other session of the admin out; this one stays. */
export const DELETE = apiRoute(
  { summary: "Sign out every other session of the admin", audit: ["account.other_sessions_revoked"] },
  ({ session }) => revokeOtherSessions(session),
);
