import { apiRoute } from "@/lib/api/route";
import { roadmapItemFormSchema } from "@/lib/roadmap/schema";
import { createRoadmapItem, listRoadmapItems } from "@/lib/roadmap/service";

// The whole roadmap as a plain JSON array: creates keep it to at most MAX_ROADMAP_ITEMS items.
export const GET = apiRoute({ summary: "List the roadmap" }, () => listRoadmapItems());

export const POST = apiRoute(
  {
    summary: "Create a roadmap item",
    success: "created",
    errors: [409],
    audit: ["roadmap_item.create"],
    body: roadmapItemFormSchema,
  },
  async ({ user, body }) => Response.json(await createRoadmapItem(user, body), { status: 201 }),
);
