import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listMessagesQuerySchema } from "@/lib/moderation-messages/schema";
import { listModerationMessages } from "@/lib/moderation-messages/service";

export const GET = apiRoute(
  {
    summary: "Search channel messages (direct messages are not included)",
    permission: "messages.read",
    success: "page",
    query: listMessagesQuerySchema,
  },
  async ({ req, user, query }) => pagedResponse(req, await listModerationMessages(user, query)),
);
