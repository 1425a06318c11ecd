import { apiRoute } from "@/lib/api/route";
import { issueSanctionSchema } from "@/lib/sanctions/schema";
import { issueUserSanction, listUserSanctions, toIssue } from "@/lib/sanctions/service";
import { userIdParamsSchema as params } from "@/lib/users/schema";

export const GET = apiRoute(
  {
    summary: "A user's sanctions, newest first (at most 200), with the sanction ladder's proposed next step",
    permission: "sanctions.read",
    errors: [404],
    params,
  },
  ({ params }) => listUserSanctions(params.id),
);

export const POST = apiRoute(
  {
    summary:
      "Warn, mute, suspend or ban a user (a ban also needs users.ban); a mute or suspension takes a preset duration or an end date and ends by itself",
    permission: "sanctions.manage",
    success: "created",
    errors: [404, 409],
    audit: ["user.warn", "user.mute", "user.suspend", "user.ban"],
    params,
    body: issueSanctionSchema,
  },
  async ({ user, params, body }) =>
    Response.json(await issueUserSanction(user, toIssue(params.id, body)), { status: 201 }),
);
