import { apiRoute } from "@/lib/api/route";
import { liftSanctionSchema, sanctionIdParamsSchema } from "@/lib/sanctions/schema";
import { liftSanction } from "@/lib/sanctions/service";

/** Lifting a ban or a suspension of an admin gives the panel back: the service asks a step-up then, under the lock. */
export const POST = apiRoute(
  {
    summary:
      "Lift a mute, suspension or ban before its end, with a reason (never one's own or a superadmin's, an admin's only by who may act on them; a ban also needs users.ban)",
    permission: "sanctions.manage",
    errors: [404, 409],
    audit: ["user.lift_sanction"],
    params: sanctionIdParamsSchema,
    body: liftSanctionSchema,
  },
  ({ session, params, body }) => liftSanction(session, params.id, body.reason),
);
