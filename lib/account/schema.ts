import { z } from "zod";
import { ACCOUNT_ERRORS, PASSKEY_ERRORS } from "@/lib/account/messages";
import { passkeyAssertionSchema, passkeyAttestationSchema } from "@/lib/auth/schema";

export const totpConfirmSchema = z.object({
  code: z
    .string({ error: ACCOUNT_ERRORS.codeFormat })
    .trim()
    .regex(/^\d{6}$/, ACCOUNT_ERRORS.codeFormat),
});
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

export type AccountSummary = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  handle: string | null;
  totp: { enabledAt: string } | null;
  passkeys: AccountPasskey[];
  recoveryCodesLeft: number;
  /** MFA_REQUIRED covers this account: its last factor cannot be removed. */
  factorRequired: boolean;
};

/** A new authenticator secret, shown while the enrolment waits for its first code. */
export type TotpEnrolment = { secret: string; uri: string; qrCode: string };

export type RecoveryCodes = { recoveryCodes: string[] };

/** The app turned on: the recovery codes when it is the admin's first factor (shown this once), else null (theirs stay). */
export type TotpConfirmed = { recoveryCodes: string[] | null };

/** A re-authentication: the authenticator code, a passkey's answer, or the password for an admin without either. */
export const reauthenticateSchema = z.object({
  code: z.string().trim().max(16).optional(),
  password: z.string().max(1024).optional(),
  passkey: passkeyAssertionSchema.optional(),
});

/** One of the admin's passkeys, as the Account page lists it. */
export type AccountPasskey = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  synced: boolean;
};

const passkeyName = z
  .string({ error: PASSKEY_ERRORS.nameRequired })
  .trim()
  .min(1, PASSKEY_ERRORS.nameRequired)
  .max(60, PASSKEY_ERRORS.nameTooLong);

/** A new passkey: the browser's answer to the registration options, and a name (else the browser's, "Chrome on macOS"). */
export const addPasskeySchema = z.object({ response: passkeyAttestationSchema, name: passkeyName.optional() });

export const renamePasskeySchema = z.object({ name: passkeyName });

export const passkeyParamsSchema = z.object({ id: z.uuid(PASSKEY_ERRORS.notFound) });

/** A passkey just added; the recovery codes when it is the admin's first factor (shown this once). */
export type AddedPasskey = { passkey: AccountPasskey; recoveryCodes: string[] | null };

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

export const accountSessionParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Session not found"),
});
