import { apiRoute } from "@/lib/api/route";
import { exportUsers } from "@/lib/users/export-users";
import { userFilterSchema } from "@/lib/users/schema";

export const GET = apiRoute(
  { summary: "Export users as CSV", permission: "users.export", success: "csv", query: userFilterSchema, stepUp: true },
  ({ user, stillAllowed, query }) => exportUsers({ user, stillAllowed }, query),
);
