import { apiRoute } from "@/lib/api/route";
import { trashEntryParamsSchema } from "@/lib/trash/schema";
import { restoreFromTrash } from "@/lib/trash/service";

export const POST = apiRoute(
  {
    summary: "Restore one record from the trash",
    errors: [404, 409],
    audit: ["trash.restore"],
    params: trashEntryParamsSchema,
  },
  ({ user, params }) => restoreFromTrash(user, { entries: [params] }),
);
