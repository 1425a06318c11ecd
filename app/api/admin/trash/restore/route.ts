import { apiRoute } from "@/lib/api/route";
import { restoreTrashSchema, type RestoreTrash } from "@/lib/trash/schema";
import { restoreFromTrash } from "@/lib/trash/service";

// Bringing an account back (with its admin rights and factors) needs a fresh confirmation, as granting rights does;
// a batch is a delete's Undo, seconds after that delete's own step-up, and may hold accounts.
const mayReviveAccounts = ({ body }: { body: RestoreTrash }) =>
  "batch" in body || body.entries.some((entry) => entry.type === "user");

export const POST = apiRoute(
  {
    summary: "Restore a delete's batch (its Undo) or chosen entries from the trash",
    permission: "trash.restore",
    errors: [404, 409],
    audit: ["trash.restore"],
    body: restoreTrashSchema,
    stepUp: mayReviveAccounts,
  },
  ({ user, body }) => restoreFromTrash(user, body),
);
