import { TAKE_CONTROL_ERRORS } from "@/lib/take-control/messages";
import { userIdParamsSchema } from "@/lib/users/schema";

/**
 * Take Control's gate, for every route that reads members' private messages (the search of direct messages too): a
 * superadmin-only permission, refused with the message SPEC's client looks for.
 */
export const takeControlGate = {
  permission: "users.take_control",
  deniedMessage: TAKE_CONTROL_ERRORS.superadminOnly,
  // Reading a user's private messages or speaking as them needs a fresh confirmation, every read and send.
  stepUp: true,
} as const;

/** Every Take Control route of one user. */
export const takeControlAccess = { ...takeControlGate, params: userIdParamsSchema } as const;
