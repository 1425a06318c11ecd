import { apiRoute } from "@/lib/api/route";
import { roleIdParamsSchema, rolePatchSchema } from "@/lib/roles/schema";
import { deleteRole, updateRole } from "@/lib/roles/service";

const params = roleIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Rename a custom role or change its permissions (built-in roles cannot be changed)",
    permission: "roles.manage",
    errors: [404, 409, 412],
    audit: ["role.update"],
    params,
    body: rolePatchSchema,
    stepUp: true,
  },
  ({ user, params, body, ifMatch }) => updateRole(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a custom role that no admin holds",
    permission: "roles.manage",
    errors: [404, 409, 412],
    audit: ["role.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deleteRole(user, { id: params.id, ifMatch }),
);
