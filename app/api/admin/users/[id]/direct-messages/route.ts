import { apiRoute } from "@/lib/api/route";
import { takeControlAccess } from "@/lib/take-control/route-options";
import { listConversations } from "@/lib/take-control/service";

export const GET = apiRoute(takeControlAccess, ({ user, params }) => listConversations(user, params.id));
