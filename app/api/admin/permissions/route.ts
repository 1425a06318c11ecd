import { apiRoute } from "@/lib/api/route";
import { permissionGroups } from "@/lib/roles/permission-groups";

export const GET = apiRoute(
  { summary: "List the permissions roles and tokens are made of, grouped by resource", permission: "roles.manage" },
  async () => permissionGroups(),
);
