import { badRequest } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/route";
import { jsonWithEtag } from "@/lib/http/etag";
import { decodeCursor, restrictionChanges } from "@/lib/sanctions/feed";
import { SANCTIONS_VALIDATION } from "@/lib/sanctions/messages";
import { restrictionsQuerySchema } from "@/lib/sanctions/schema";

/** The chat app polls it with the last `next` and the last ETag: 304 while nothing changed (docs/chat-app-integration.md). */
export const GET = apiRoute(
  {
    summary:
      "The users whose restrictions (mutedUntil, suspendedUntil, isBanned) changed since the cursor, oldest change first, with the next cursor",
    access: "token",
    permission: "restrictions.read",
    success: ["json", "not modified"],
    query: restrictionsQuerySchema,
  },
  async ({ req, query }) => {
    const since = query.since ? decodeCursor(query.since) : null;
    if (query.since && !since) throw badRequest(SANCTIONS_VALIDATION.since);
    return jsonWithEtag(req, await restrictionChanges(since));
  },
);
