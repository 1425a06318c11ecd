import { apiRoute } from "@/lib/api/route";
import { permissionGroups } from "@/lib/permissions/groups";

export const GET = apiRoute(
  {
    summary: "List the permission catalogue grouped by resource, for API clients that build roles",
    permission: "roles.manage",
  },
  async () => permissionGroups(),
);
