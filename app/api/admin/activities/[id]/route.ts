import { activityFormSchema, activityIdParamsSchema } from "@/lib/activities/schema";
import { deleteActivity, updateActivity } from "@/lib/activities/service";
import { apiRoute } from "@/lib/api/route";

const params = activityIdParamsSchema;

export const PATCH = apiRoute({ params, body: activityFormSchema }, ({ user, params, body }) =>
  updateActivity(user, params.id, body),
);

export const DELETE = apiRoute({ params, stepUp: true }, ({ user, params }) => deleteActivity(user, params.id));
