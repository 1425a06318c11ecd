import { activityCountsQuerySchema } from "@/lib/activities/schema";
import { countActivities } from "@/lib/activities/service";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(
  {
    summary: "Count pending and completed activities",
    permission: "activities.read",
    query: activityCountsQuerySchema,
  },
  ({ query }) => countActivities(query.type),
);
