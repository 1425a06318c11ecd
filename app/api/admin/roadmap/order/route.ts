import { apiRoute } from "@/lib/api/route";
import { reorderRoadmapSchema } from "@/lib/roadmap/schema";
import { reorderRoadmapItems } from "@/lib/roadmap/service";

export const PUT = apiRoute({ body: reorderRoadmapSchema }, ({ user, body, ifMatch }) =>
  reorderRoadmapItems(user, body, ifMatch),
);
