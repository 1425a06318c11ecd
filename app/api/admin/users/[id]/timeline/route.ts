import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { userIdParamsSchema } from "@/lib/users/schema";
import { userTimelineQuerySchema } from "@/lib/user-timeline/schema";
import { listUserTimeline } from "@/lib/user-timeline/service";

export const GET = apiRoute(
  {
    summary:
      "List what happened to a user, newest first: staff notes (with notes.read) and admin actions on the user from the audit log (with audit.read)",
    permission: "users.read",
    success: "page",
    errors: [404],
    params: userIdParamsSchema,
    query: userTimelineQuerySchema,
  },
  async ({ req, user, params, query }) => pagedResponse(req, await listUserTimeline(user, params.id, query)),
);
