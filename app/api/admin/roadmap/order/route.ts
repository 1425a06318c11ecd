import { apiRoute } from "@/lib/api/route";
import { reorderRoadmapSchema } from "@/lib/roadmap/schema";
import { reorderRoadmapItems } from "@/lib/roadmap/service";

export const PUT = apiRoute(
  {
    summary: "Reorder the roadmap",
    permission: "roadmap.update",
    errors: [409, 412],
    audit: ["roadmap_item.reorder"],
    body: reorderRoadmapSchema,
  },
  ({ user, body, ifMatch }) => reorderRoadmapItems(user, body, ifMatch),
);
