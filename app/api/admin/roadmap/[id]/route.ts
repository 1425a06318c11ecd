import { apiRoute } from "@/lib/api/route";
import { roadmapItemIdParamsSchema, roadmapItemPatchSchema } from "@/lib/roadmap/schema";
import { deleteRoadmapItem, updateRoadmapItem } from "@/lib/roadmap/service";

const params = roadmapItemIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Update a roadmap item",
    permission: "roadmap.update",
    errors: [404, 412],
    audit: ["roadmap_item.update"],
    params,
    body: roadmapItemPatchSchema,
  },
  ({ user, params, body, ifMatch }) => updateRoadmapItem(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a roadmap item",
    permission: "roadmap.update",
    errors: [404, 412],
    audit: ["roadmap_item.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deleteRoadmapItem(user, { id: params.id, ifMatch }),
);
