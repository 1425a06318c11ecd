import { apiRoute } from "@/lib/api/route";
import { messageIdParamsSchema } from "@/lib/moderation-messages/schema";
import { deleteModerationMessage } from "@/lib/moderation-messages/service";

export const DELETE = apiRoute(
  {
    summary: "Delete a channel message (to the trash)",
    permission: "messages.delete",
    errors: [404],
    audit: ["message.delete"],
    params: messageIdParamsSchema,
    stepUp: true,
  },
  ({ user, params }) => deleteModerationMessage(user, params.id),
);
