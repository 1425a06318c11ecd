import { TAKE_CONTROL_ERRORS } from "@/lib/take-control/messages";
import { userIdParamsSchema } from "@/lib/users/schema";

/** Every Take Control route: a superadmin-only permission, refused with the message SPEC's client looks for. */
export const takeControlAccess = {
  permission: "users.take_control",
  deniedMessage: TAKE_CONTROL_ERRORS.superadminOnly,
  params: userIdParamsSchema,
  // Reading a user's private messages or speaking as them needs a fresh confirmation, every read and send.
  stepUp: true,
} as const;
