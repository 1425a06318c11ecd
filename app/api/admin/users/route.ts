import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { deleteUsers } from "@/lib/users/delete-users";
import { bulkChangeAccess, changesAdminRights } from "@/lib/users/access";
import {
  bulkDeleteUsersSchema,
  bulkEditUsersSchema,
  type BulkEditUsers,
  createUserSchema,
  listUsersQuerySchema,
} from "@/lib/users/schema";
import { createUser, listUsers } from "@/lib/users/service";

export const GET = apiRoute(
  { summary: "List users", permission: "users.read", success: "page", query: listUsersQuerySchema },
  async ({ req, user, query }) => {
    const page = await listUsers(user, query);
    return pagedResponse(req, page);
  },
);

export const POST = apiRoute(
  {
    summary: "Create a user",
    permission: "users.create",
    success: "created",
    errors: [409],
    audit: ["user.create"],
    body: createUserSchema,
  },
  async ({ user, body }) => Response.json(await createUser(user, body), { status: 201 }),
);

export const DELETE = apiRoute(
  {
    summary: "Delete several banned users",
    permission: "users.delete",
    errors: [404, 409],
    audit: ["user.bulk_delete"],
    body: bulkDeleteUsersSchema,
    stepUp: true,
  },
  ({ user, body }) => deleteUsers(user, body),
);

export const PATCH = apiRoute(
  {
    summary:
      "Ban or unban (users.ban), grant or remove admin rights (users.admin_rights) of the selected users, or of every user matching the filters",
    // Each change needs its own permission as well, which only the body tells: the service asks for it.
    permission: "users.read",
    errors: [409],
    audit: ["user.ban", "user.unban", "user.grant_admin", "user.remove_admin"],
    body: bulkEditUsersSchema,
    // A batch that gives an admin the panel back or bans admins needs it too: the service decides under the rows' locks.
    stepUp: ({ body }: { body: BulkEditUsers }) => changesAdminRights(body.change),
  },
  ({ session, body }) => bulkChangeAccess(session, body),
);
