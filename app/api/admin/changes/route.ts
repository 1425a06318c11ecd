import { apiRoute } from "@/lib/api/route";
import { jsonWithEtag } from "@/lib/http/etag";
import { changesQuerySchema } from "@/lib/live/schema";
import { changesSince } from "@/lib/live/service";

/** Live lists without a stream (the serverless mode): polled every two seconds, mostly answered 304. */
export const GET = apiRoute(
  {
    summary: "Records changed since the last poll (live lists without a stream)",
    query: changesQuerySchema,
    success: ["json", "not modified"],
    background: true,
  },
  async ({ req, query, user }) => {
    const answer = await changesSince(user, query.since);
    // The tag is of the changes, not of the clock: a poll that finds nothing new is a 304.
    return jsonWithEtag(req, answer, answer.changes.map((change) => change.entryId).join());
  },
);
