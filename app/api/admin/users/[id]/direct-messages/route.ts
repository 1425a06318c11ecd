import { apiRoute } from "@/lib/api/route";
import { takeControlAccess } from "@/lib/take-control/route-options";
import { listConversations } from "@/lib/take-control/service";

export const GET = apiRoute(
  { ...takeControlAccess, summary: "Take Control: a user's direct conversations", errors: [404] },
  ({ user, params }) => listConversations(user, params.id),
);
