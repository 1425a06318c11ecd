import { apiRoute } from "@/lib/api/route";
import { reopenReportItem } from "@/lib/reports/resolve";
import { reportItemParamsSchema } from "@/lib/reports/schema";

export const POST = apiRoute(
  {
    summary:
      'Undo a resolution (its Undo, within seconds, by the moderator who resolved it): the item opens again, a message it deleted is restored and a sanction it issued is marked issued in error (reason "undone"), which lifts it',
    permission: "reports.manage",
    errors: [404, 409],
    // The reopening's own entry, and the entries of what it takes back: the message's restore, the sanction's marking.
    audit: ["report_item.reopen", "trash.restore", "user.sanction_in_error"],
    params: reportItemParamsSchema,
  },
  ({ session, params }) => reopenReportItem(session, params.itemId),
);
