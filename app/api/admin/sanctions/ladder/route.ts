import { apiRoute } from "@/lib/api/route";
import { readLadder, saveLadder } from "@/lib/sanctions/ladder";
import { sanctionLadderSchema } from "@/lib/sanctions/schema";

export const GET = apiRoute(
  {
    summary: "The sanction ladder: the steps the sanction dialog proposes, mildest first",
    permission: "sanctions.read",
  },
  () => readLadder(),
);

export const PUT = apiRoute(
  {
    summary: "Change the sanction ladder",
    permission: "sanctions.configure",
    audit: ["sanction_ladder.update"],
    body: sanctionLadderSchema,
  },
  ({ user, body }) => saveLadder(user, body),
);
