import { apiRoute } from "@/lib/api/route";
import { takeControlAccess } from "@/lib/take-control/route-options";
import { listUserChannels } from "@/lib/take-control/service";

export const GET = apiRoute(takeControlAccess, ({ user, params }) => listUserChannels(user, params.id));
