import { apiRoute } from "@/lib/api/route";
import { bulkDeleteRoadmapSchema } from "@/lib/roadmap/schema";
import { bulkDeleteRoadmapItems } from "@/lib/roadmap/service";

export const POST = apiRoute({ body: bulkDeleteRoadmapSchema, stepUp: true }, ({ user, body }) =>
  bulkDeleteRoadmapItems(user, body),
);
