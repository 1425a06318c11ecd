import { apiRoute } from "@/lib/api/route";
import { takeControlAccess } from "@/lib/take-control/route-options";
import { sendDirectMessageSchema } from "@/lib/take-control/schema";
import { sendDirectMessage } from "@/lib/take-control/service";

export const POST = apiRoute(
  {
    summary: "Take Control: send a direct message as the user",
    success: "created",
    errors: [404],
    audit: ["take_control.send_dm"],
    ...takeControlAccess,
    body: sendDirectMessageSchema,
  },
  async ({ user, params, body }) => Response.json(await sendDirectMessage(user, params.id, body), { status: 201 }),
);
