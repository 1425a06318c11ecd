import { apiRoute } from "@/lib/api/route";
import { restoreTrashSchema } from "@/lib/trash/schema";
import { restoreFromTrash } from "@/lib/trash/service";

export const POST = apiRoute(
  {
    summary: "Restore a delete's batch (its Undo) or chosen entries from the trash",
    errors: [404, 409],
    audit: ["trash.restore"],
    body: restoreTrashSchema,
  },
  ({ user, body }) => restoreFromTrash(user, body),
);
