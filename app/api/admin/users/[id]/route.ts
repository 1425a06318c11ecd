import { apiRoute } from "@/lib/api/route";
import { deleteUser } from "@/lib/users/delete-users";
import { updateUserSchema, userIdParamsSchema, type UpdateUserInput } from "@/lib/users/schema";
import { changesAdminRights, changeUserAccess } from "@/lib/users/access";
import { getUser } from "@/lib/users/service";
import { withVisibleEmail } from "@/lib/users/email-mask";

const params = userIdParamsSchema;

export const GET = apiRoute(
  { summary: "Get a user", permission: "users.read", errors: [404], params },
  ({ user, params }) => getUser(user, params.id),
);

/** SPEC's one PATCH carries isAdmin or isBanned: each value is a verb of its own. */
export const PATCH = apiRoute(
  {
    summary: "Ban or unban a user (users.ban), or grant or remove admin rights (users.admin_rights)",
    // Each change needs its own permission as well, which only the body tells: the service asks for it.
    permission: "users.read",
    errors: [404, 412],
    audit: ["user.grant_admin", "user.remove_admin", "user.ban", "user.unban"],
    params,
    body: updateUserSchema,
    // Unbanning needs it too when it gives an admin the panel back: the service decides under the user's row lock.
    stepUp: ({ body }: { body: UpdateUserInput }) => changesAdminRights(body),
  },
  async ({ session, params, body, ifMatch }) =>
    withVisibleEmail(session.user, await changeUserAccess(session, { id: params.id, ifMatch }, body)),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a banned user",
    permission: "users.delete",
    errors: [404, 412],
    audit: ["user.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deleteUser(user, { id: params.id, ifMatch }),
);
