import { apiRoute } from "@/lib/api/route";
import { takeControlAccess } from "@/lib/take-control/route-options";
import { sendChannelMessageSchema } from "@/lib/take-control/schema";
import { sendChannelMessage } from "@/lib/take-control/service";

export const POST = apiRoute(
  {
    summary: "Take Control: send a channel message as the user",
    success: "created",
    errors: [404],
    audit: ["take_control.send_message"],
    ...takeControlAccess,
    body: sendChannelMessageSchema,
  },
  async ({ user, params, body }) => Response.json(await sendChannelMessage(user, params.id, body), { status: 201 }),
);
