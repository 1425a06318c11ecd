import { apiRoute } from "@/lib/api/route";
import { bulkDeleteMessagesSchema, MAX_BULK_DELETE_MESSAGES } from "@/lib/moderation-messages/schema";
import { bulkDeleteModerationMessages } from "@/lib/moderation-messages/service";

export const POST = apiRoute(
  {
    summary: `Delete several channel messages (to the trash as one batch; at most ${MAX_BULK_DELETE_MESSAGES} a call)`,
    permission: "messages.delete",
    errors: [404],
    audit: ["message.bulk_delete"],
    body: bulkDeleteMessagesSchema,
    stepUp: true,
  },
  ({ user, body }) => bulkDeleteModerationMessages(user, body),
);
