import { sessionCookieName } from "@/lib/auth/config";
import { apiRoute } from "@/lib/api/route";
import { liveChangeStream } from "@/lib/live/stream";

/** Live lists under `npm start`: the audit log's notifications as Server-Sent Events (lib/live/hub.ts). */
export const GET = apiRoute(
  { summary: "Records changed, as Server-Sent Events while the stream is open", success: "events", background: true },
  async ({ req }) =>
    liveChangeStream(req.cookies.get(sessionCookieName())?.value, req.headers.get("last-event-id"), req.signal),
);
