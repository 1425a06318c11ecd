import { z } from "zod";
import { ACCOUNT_ERRORS } from "@/lib/account/messages";

export const totpConfirmSchema = z.object({
  code: z.string({ error: ACCOUNT_ERRORS.codeFormat }).trim().regex(/^\d{6}$/, ACCOUNT_ERRORS.codeFormat),
});
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

export type AccountSummary = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  handle: string | null;
  totp: { enabledAt: string } | null;
  recoveryCodesLeft: number;
  /** MFA_REQUIRED covers this account: its last factor cannot be removed. */
  factorRequired: boolean;
};

/** A new authenticator secret, shown while the enrolment waits for its first code. */
export type TotpEnrolment = { secret: string; uri: string; qrCode: string };

export type RecoveryCodes = { recoveryCodes: string[] };

/** A re-authentication: the authenticator code, or the password for an admin without one. */
export const reauthenticateSchema = z.object({
  code: z.string().trim().max(16).optional(),
  password: z.string().max(1024).optional(),
});

/** One of the admin's own sessions, as the Account page lists it. The id is a digest: a session id is a bearer secret and never leaves the server. */
export type AccountSession = {
  id: string;
  device: string;
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
  /** The password was given, the second factor not yet: someone else may hold the password. */
  awaitingSecondFactor: boolean;
};

export const accountSessionParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Session not found") });
