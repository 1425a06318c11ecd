import { apiRoute } from "@/lib/api/route";
import { deleteUser } from "@/lib/users/delete-users";
import { updateUserSchema, userIdParamsSchema, type UpdateUserInput } from "@/lib/users/schema";
import { getUser, updateUser } from "@/lib/users/user-actions";

const params = userIdParamsSchema;

export const GET = apiRoute({ params }, ({ params }) => getUser(params.id));

// Granting or removing admin rights needs a fresh confirmation; banning does not (it must stay quick).
const changesAdminRights = ({ body }: { body: UpdateUserInput }) => body.isAdmin !== undefined;

export const PATCH = apiRoute(
  { params, body: updateUserSchema, stepUp: changesAdminRights },
  ({ user, params, body }) => updateUser(user, params.id, body),
);

export const DELETE = apiRoute({ params, stepUp: true }, ({ user, params }) => deleteUser(user, params.id));
