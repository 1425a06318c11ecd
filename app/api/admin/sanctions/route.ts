import { apiRoute } from "@/lib/api/route";
import { bulkSanction } from "@/lib/sanctions/bulk";
import { bulkSanctionSchema } from "@/lib/sanctions/schema";

export const POST = apiRoute(
  {
    summary:
      "Sanction the selected users, or every user matching the users list's filters (at most 500 a request; `next` continues)",
    permission: "sanctions.manage",
    audit: ["user.warn", "user.mute", "user.suspend", "user.ban"],
    body: bulkSanctionSchema,
  },
  ({ session, body }) => bulkSanction(session, body),
);
