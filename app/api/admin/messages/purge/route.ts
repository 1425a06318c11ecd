import { apiRoute } from "@/lib/api/route";
import { purgeMemberMessages } from "@/lib/moderation-messages/purge";
import { purgeMessagesSchema, type PurgeMessages } from "@/lib/moderation-messages/schema";

// A dry run changes nothing, so it needs no fresh confirmation; the purge does, as every delete.
const purges = ({ body }: { body: PurgeMessages }) => !body.dryRun;

export const POST = apiRoute(
  {
    summary:
      "Purge a member's channel messages in a window of UTC days (one channel or all): `dryRun` answers the exact count; the purge moves them to the trash as one batch that a restore brings back whole. Never a superadmin's messages; an admin's only by who may act on that admin",
    permission: "messages.delete",
    audit: ["message.purge"],
    body: purgeMessagesSchema,
    stepUp: purges,
  },
  ({ user, body }) => purgeMemberMessages(user, body),
);
