import { resetUserFactors } from "@/lib/account/service";
import { apiRoute } from "@/lib/api/route";
import { userIdParamsSchema } from "@/lib/users/schema";

/** A superadmin resets another admin's second factors (lost authenticator and codes); their sessions end. */
export const DELETE = apiRoute(
  {
    summary: "Reset an admin's second factors",
    errors: [404],
    audit: ["user.reset_factors"],
    permission: "users.reset_factors",
    params: userIdParamsSchema,
    stepUp: true,
  },
  ({ user, params }) => resetUserFactors(user, params.id),
);
