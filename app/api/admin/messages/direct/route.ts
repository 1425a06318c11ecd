import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listDirectMessages } from "@/lib/moderation-messages/direct";
import { listDirectMessagesQuerySchema } from "@/lib/moderation-messages/schema";

export const GET = apiRoute(
  {
    summary:
      "Search direct messages (Take Control's permission and a fresh step-up; every read is audited with the messages shown)",
    permission: "users.take_control",
    audit: ["message.search_direct"],
    success: "page",
    query: listDirectMessagesQuerySchema,
    // Reading members' private messages needs a fresh confirmation, as every Take Control read does.
    stepUp: true,
  },
  async ({ req, user, query }) => pagedResponse(req, await listDirectMessages(user, query)),
);
