import { apiRoute } from "@/lib/api/route";
import { listRecentUsers } from "@/lib/users/service";

export const GET = apiRoute({ summary: "The newest users", permission: "users.read" }, ({ user }) =>
  listRecentUsers(user),
);
