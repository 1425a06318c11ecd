import { accountSessionParamsSchema } from "@/lib/account/schema";
import { revokeOwnSession } from "@/lib/account/sessions";
import { apiRoute } from "@/lib/api/route";

export const DELETE = apiRoute(
  {
    summary: "Sign out one other session of the admin",
    errors: [404, 409],
    audit: ["account.session_revoked"],
    params: accountSessionParamsSchema,
  },
  ({ session, params }) => revokeOwnSession(session, params.id),
);
