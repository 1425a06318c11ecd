import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listTrashQuerySchema } from "@/lib/trash/schema";
import { listTrash } from "@/lib/trash/service";

export const GET = apiRoute(
  {
    summary: "List deleted records in the trash",
    permission: "trash.read",
    success: "page",
    query: listTrashQuerySchema,
  },
  async ({ req, user, query }) => pagedResponse(req, await listTrash(user, query)),
);
