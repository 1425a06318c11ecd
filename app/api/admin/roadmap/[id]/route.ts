import { apiRoute } from "@/lib/api/route";
import { roadmapItemFormSchema, roadmapItemIdParamsSchema } from "@/lib/roadmap/schema";
import { deleteRoadmapItem, updateRoadmapItem } from "@/lib/roadmap/service";

const params = roadmapItemIdParamsSchema;

export const PATCH = apiRoute({ params, body: roadmapItemFormSchema }, ({ user, params, body }) =>
  updateRoadmapItem(user, params.id, body),
);

export const DELETE = apiRoute({ params, stepUp: true }, ({ user, params }) => deleteRoadmapItem(user, params.id));
