import { sessionCookieName } from "@/lib/auth/config";
import { apiRoute } from "@/lib/api/route";
import { changesQuerySchema } from "@/lib/live/schema";
import { liveChangeStream } from "@/lib/live/stream";

/** Live lists under `npm start`: the audit log's notifications as Server-Sent Events (lib/live/hub.ts). */
export const GET = apiRoute(
  {
    summary: "Records changed, as Server-Sent Events while the stream is open",
    query: changesQuerySchema,
    success: "events",
    background: true,
  },
  async ({ req, query, session }) =>
    liveChangeStream(
      { token: req.cookies.get(sessionCookieName())?.value, sid: session.sid, admin: session.user },
      {
        lastEventId: req.headers.get("last-event-id"),
        since: query.since === undefined ? undefined : new Date(query.since),
      },
      req.signal,
    ),
);
