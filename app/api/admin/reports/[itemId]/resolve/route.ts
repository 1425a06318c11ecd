import { apiRoute } from "@/lib/api/route";
import { resolveReportItem } from "@/lib/reports/resolve";
import { reportItemParamsSchema, resolveReportSchema, type ResolveReport } from "@/lib/reports/schema";

export const POST = apiRoute(
  {
    summary:
      "Resolve every report of an item with actions (dismiss; delete_message, to the trash; sanction, of the author: warn, mute, suspend or ban, as POST /api/admin/users/{id}/sanctions takes it, needing sanctions.manage and users.ban for a ban), in one transaction. 409 when another moderator resolved it or holds its claim",
    permission: "reports.manage",
    errors: [404, 409],
    // The resolution's own entry, and the entries of what it does: the message's delete, the author's sanction.
    audit: ["report_item.resolve", "message.delete", "user.warn", "user.mute", "user.suspend", "user.ban"],
    params: reportItemParamsSchema,
    body: resolveReportSchema,
    // Deleting the message is a delete like any other: it needs a recent proof of who the moderator is.
    stepUp: ({ body }: { body: ResolveReport }) => body.actions.some((action) => action.type === "delete_message"),
  },
  ({ user, params, body }) => resolveReportItem(user, params.itemId, body),
);
