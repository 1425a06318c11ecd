import { apiRoute } from "@/lib/api/route";
import { changeUserIdSchema, userIdParamsSchema } from "@/lib/users/schema";
import { changeUserId } from "@/lib/users/service";

export const PUT = apiRoute(
  {
    summary: "Change a user's id",
    permission: "users.change_id",
    errors: [404, 409, 412],
    audit: ["user.change_id"],
    params: userIdParamsSchema,
    body: changeUserIdSchema,
    stepUp: true,
  },
  ({ user, params, body, ifMatch }) => changeUserId(user, { id: params.id, ifMatch }, body),
);
