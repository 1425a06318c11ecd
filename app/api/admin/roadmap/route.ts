import { apiRoute } from "@/lib/api/route";
import { bulkEditRoadmapSchema, roadmapItemFormSchema } from "@/lib/roadmap/schema";
import { bulkUpdateRoadmapItems, createRoadmapItem, listRoadmapItems } from "@/lib/roadmap/service";

// The whole roadmap as a plain JSON array: creates keep it to at most MAX_ROADMAP_ITEMS items.
export const GET = apiRoute({ summary: "List the roadmap", permission: "roadmap.read" }, () => listRoadmapItems());

export const POST = apiRoute(
  {
    summary: "Create a roadmap item",
    permission: "roadmap.update",
    success: "created",
    errors: [409],
    audit: ["roadmap_item.create"],
    body: roadmapItemFormSchema,
  },
  async ({ user, body }) => Response.json(await createRoadmapItem(user, body), { status: 201 }),
);

export const PATCH = apiRoute(
  {
    summary: "Set the status of the selected roadmap items, or of every item",
    permission: "roadmap.update",
    errors: [409],
    audit: ["roadmap_item.update"],
    body: bulkEditRoadmapSchema,
  },
  ({ user, body }) => bulkUpdateRoadmapItems(user, body),
);
