import { apiRoute } from "@/lib/api/route";
import { sanctionIdParamsSchema, sanctionInErrorSchema } from "@/lib/sanctions/schema";
import { markSanctionInError } from "@/lib/sanctions/service";

export const POST = apiRoute(
  {
    summary:
      "Mark a sanction as issued in error: it stops counting in the user's history and the ladder, and is lifted if still in force (the rules of lifting: never one's own or a superadmin's, an admin's only by who may act on them, a ban's with users.ban, in force or not)",
    permission: "sanctions.manage",
    errors: [404, 409],
    audit: ["user.sanction_in_error"],
    params: sanctionIdParamsSchema,
    body: sanctionInErrorSchema,
  },
  ({ session, params, body }) => markSanctionInError(session, params.id, body.reason),
);
