import { apiRoute } from "@/lib/api/route";
import { takeControlAccess } from "@/lib/take-control/route-options";
import { listUserChannels } from "@/lib/take-control/service";

export const GET = apiRoute(
  { ...takeControlAccess, summary: "Take Control: a user's channels and messages", errors: [404] },
  ({ user, params }) => listUserChannels(user, params.id),
);
