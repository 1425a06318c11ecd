import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listDirectMessages } from "@/lib/moderation-messages/direct";
import { listDirectMessagesQuerySchema } from "@/lib/moderation-messages/schema";
import { takeControlGate } from "@/lib/take-control/route-options";

export const GET = apiRoute(
  {
    summary:
      "Search direct messages (Take Control's permission and a fresh step-up; every read is audited with the messages shown)",
    ...takeControlGate,
    audit: ["message.search_direct"],
    success: "page",
    query: listDirectMessagesQuerySchema,
  },
  async ({ req, user, query }) => pagedResponse(req, await listDirectMessages(user, query)),
);
