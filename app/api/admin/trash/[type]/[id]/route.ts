import { apiRoute } from "@/lib/api/route";
import { trashEntryParamsSchema } from "@/lib/trash/schema";
import { deleteForever } from "@/lib/trash/service";

export const DELETE = apiRoute(
  {
    summary: "Delete a record in the trash for good",
    permission: "trash.purge",
    errors: [404],
    audit: ["trash.delete"],
    params: trashEntryParamsSchema,
    stepUp: true,
  },
  ({ user, params }) => deleteForever(user, params),
);
