/**
 * Step-up's refusal code (lib/auth/step-up/step-up.ts), which the panel's client
 * matches (lib/api-client/step-up.ts). Apart from messages.ts: every screen loads the
 * client, and none needs the sign-in and step-up texts in its first load.
 */
export const REAUTHENTICATION_REQUIRED = "reauthentication_required";
