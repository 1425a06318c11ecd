import { apiRoute } from "@/lib/api/route";
import { deleteUser } from "@/lib/users/delete-users";
import { changeUserRole } from "@/lib/users/role";
import { patchUserSchema, userIdParamsSchema, type PatchUserInput } from "@/lib/users/schema";
import { banUser, changesAdminRights, grantAdmin, removeAdmin, unbanUser } from "@/lib/users/access";
import { getUser } from "@/lib/users/service";

const params = userIdParamsSchema;

export const GET = apiRoute({ summary: "Get a user", errors: [404], params }, ({ params }) => getUser(params.id));

/** SPEC's one PATCH carries isAdmin or isBanned (or, beyond SPEC, an admin's roleId): each value is a verb of its own. */
export const PATCH = apiRoute(
  {
    summary: "Ban or unban a user, grant or remove admin rights, or change an admin's role",
    errors: [404, 409, 412],
    audit: ["user.grant_admin", "user.remove_admin", "user.ban", "user.unban", "user.change_role"],
    params,
    body: patchUserSchema,
    // Unbanning needs it too when it gives an admin the panel back: the service decides under the user's row lock.
    stepUp: ({ body }: { body: PatchUserInput }) => changesAdminRights(body) || body.roleId !== undefined,
  },
  ({ session, params, body, ifMatch }) => {
    const change = { id: params.id, ifMatch };
    if (body.roleId !== undefined) return changeUserRole(session.user, change, body.roleId);
    if (body.isBanned !== undefined) return body.isBanned ? banUser(session, change) : unbanUser(session, change);
    return body.isAdmin ? grantAdmin(session, change) : removeAdmin(session, change);
  },
);

export const DELETE = apiRoute(
  { summary: "Delete a banned user", errors: [404, 412], audit: ["user.delete"], params, stepUp: true },
  ({ user, params, ifMatch }) => deleteUser(user, { id: params.id, ifMatch }),
);
