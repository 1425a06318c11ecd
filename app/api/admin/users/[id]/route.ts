import { apiRoute } from "@/lib/api/route";
import { deleteUser } from "@/lib/users/delete-users";
import { updateUserSchema, userIdParamsSchema } from "@/lib/users/schema";
import { getUser, updateUser } from "@/lib/users/user-actions";

const params = userIdParamsSchema;

export const GET = apiRoute({ params }, ({ params }) => getUser(params.id));

export const PATCH = apiRoute({ params, body: updateUserSchema }, ({ user, params, body }) => updateUser(user, params.id, body));

export const DELETE = apiRoute({ params }, ({ user, params }) => deleteUser(user, params.id));
