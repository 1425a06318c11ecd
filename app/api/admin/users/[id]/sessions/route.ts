import { apiRoute } from "@/lib/api/route";
import { userIdParamsSchema } from "@/lib/users/schema";
import { signOutEverywhere } from "@/lib/users/service";

/** "Sign out everywhere": ends every session of the user. */
export const DELETE = apiRoute(
  {
    summary: "Sign a user out everywhere",
    permission: "users.admin_rights",
    errors: [404],
    audit: ["user.sign_out_everywhere"],
    params: userIdParamsSchema,
    stepUp: true,
  },
  ({ user, params }) => signOutEverywhere(user, params.id),
);
