import { apiRoute } from "@/lib/api/route";
import { listRecentUsers } from "@/lib/users/list-users";

export const GET = apiRoute({}, () => listRecentUsers());
