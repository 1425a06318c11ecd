import { apiRoute } from "@/lib/api/route";
import { roleFormSchema } from "@/lib/roles/schema";
import { createRole, listRoles } from "@/lib/roles/service";

export const GET = apiRoute(
  { summary: "List the roles, built-in first, each with how many admins hold it", permission: "roles.manage" },
  async () => ({ items: await listRoles() }),
);

export const POST = apiRoute(
  {
    summary: "Create a custom role from the permission catalogue",
    permission: "roles.manage",
    success: "created",
    errors: [409],
    audit: ["role.create"],
    body: roleFormSchema,
    stepUp: true,
  },
  async ({ user, body }) => Response.json(await createRole(user, body), { status: 201 }),
);
