import { apiRoute } from "@/lib/api/route";
import { changeUserIdSchema, userIdParamsSchema } from "@/lib/users/schema";
import { changeUserId } from "@/lib/users/user-actions";

export const PUT = apiRoute(
  { params: userIdParamsSchema, body: changeUserIdSchema, stepUp: true },
  ({ user, params, body }) => changeUserId(user, params.id, body),
);
