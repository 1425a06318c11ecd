import { apiRoute } from "@/lib/api/route";
import { trashEntryParamsSchema, type TrashRef } from "@/lib/trash/schema";
import { restoreFromTrash } from "@/lib/trash/service";

// Bringing an account back (with its admin rights and factors) needs a fresh confirmation, as granting rights does.
const revivesAccount = ({ params }: { params: TrashRef }) => params.type === "user";

export const POST = apiRoute(
  {
    summary: "Restore one record from the trash",
    permission: "trash.restore",
    errors: [404, 409],
    audit: ["trash.restore"],
    params: trashEntryParamsSchema,
    stepUp: revivesAccount,
  },
  ({ user, params }) => restoreFromTrash(user, { entries: [params] }),
);
