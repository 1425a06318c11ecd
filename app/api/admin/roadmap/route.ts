import { apiRoute } from "@/lib/api/route";
import { roadmapItemFormSchema } from "@/lib/roadmap/schema";
import { createRoadmapItem, listRoadmapItems } from "@/lib/roadmap/service";

// The whole roadmap as a plain JSON array: creates keep it to at most MAX_ROADMAP_ITEMS items.
export const GET = apiRoute({}, () => listRoadmapItems());

export const POST = apiRoute({ body: roadmapItemFormSchema }, async ({ user, body }) =>
  Response.json(await createRoadmapItem(user, body), { status: 201 }),
);
