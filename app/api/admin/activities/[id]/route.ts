import { activityIdParamsSchema, activityPatchSchema } from "@/lib/activities/schema";
import { deleteActivity, updateActivity } from "@/lib/activities/service";
import { apiRoute } from "@/lib/api/route";

const params = activityIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Update an activity",
    permission: "activities.update",
    errors: [404, 412],
    audit: ["activity.update"],
    params,
    body: activityPatchSchema,
  },
  ({ user, params, body, ifMatch }) => updateActivity(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete an activity",
    permission: "activities.update",
    success: "no content",
    errors: [404, 412],
    audit: ["activity.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deleteActivity(user, { id: params.id, ifMatch }),
);
