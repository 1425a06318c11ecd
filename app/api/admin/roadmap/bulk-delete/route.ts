import { apiRoute } from "@/lib/api/route";
import { bulkDeleteRoadmapSchema } from "@/lib/roadmap/schema";
import { bulkDeleteRoadmapItems } from "@/lib/roadmap/service";

export const POST = apiRoute(
  {
    summary: "Delete several roadmap items",
    permission: "roadmap.update",
    errors: [404],
    audit: ["roadmap_item.bulk_delete"],
    body: bulkDeleteRoadmapSchema,
    stepUp: true,
  },
  ({ user, body }) => bulkDeleteRoadmapItems(user, body),
);
