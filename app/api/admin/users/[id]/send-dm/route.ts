import { apiRoute } from "@/lib/api/route";
import { takeControlAccess } from "@/lib/take-control/route-options";
import { sendDirectMessageSchema } from "@/lib/take-control/schema";
import { sendDirectMessage } from "@/lib/take-control/service";

export const POST = apiRoute({ ...takeControlAccess, body: sendDirectMessageSchema }, async ({ user, params, body }) =>
  Response.json(await sendDirectMessage(user, params.id, body), { status: 201 }),
);
