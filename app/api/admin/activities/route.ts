import { activityFormSchema, bulkEditActivitiesSchema, listActivitiesQuerySchema } from "@/lib/activities/schema";
import { bulkUpdateActivities, createActivity, listActivities } from "@/lib/activities/service";
import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";

export const GET = apiRoute(
  { summary: "List activities", permission: "activities.read", success: "page", query: listActivitiesQuerySchema },
  async ({ req, query }) => pagedResponse(req, await listActivities(query)),
);

export const POST = apiRoute(
  {
    summary: "Create an activity",
    permission: "activities.update",
    success: "created",
    audit: ["activity.create"],
    body: activityFormSchema,
  },
  async ({ user, body }) => Response.json(await createActivity(user, body), { status: 201 }),
);

export const PATCH = apiRoute(
  {
    summary: "Complete or reopen the selected activities, or every activity matching the filter",
    permission: "activities.update",
    errors: [409],
    audit: ["activity.update"],
    body: bulkEditActivitiesSchema,
  },
  ({ user, body }) => bulkUpdateActivities(user, body),
);
