import { TAKE_CONTROL_ERRORS } from "@/lib/take-control/messages";
import { userIdParamsSchema } from "@/lib/users/schema";

/** Every Take Control route: superadmins only, with the message SPEC's client looks for. */
export const takeControlAccess = {
  access: "superadmin",
  superadminMessage: TAKE_CONTROL_ERRORS.superadminOnly,
  params: userIdParamsSchema,
} as const;
