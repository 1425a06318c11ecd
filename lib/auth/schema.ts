import { z } from "zod";
import { PASSKEY_TEXT, SECOND_STEP_TEXT } from "@/lib/auth/messages";

/** The email + password form, shared by the sign-in page and the server. */
export const signInSchema = z.object({
  // 254 characters: the longest address SMTP allows, and a bound on what a failed attempt writes to the audit log.
  email: z
    .email("Valid email is required")
    .max(254, "Valid email is required")
    .transform((email) => email.trim().toLowerCase()),
  password: z.string().min(1, "Password is required").max(1024),
});

export type SignInInput = z.input<typeof signInSchema>;

// A passkey ceremony's answer as @simplewebauthn/browser (or the browser's own toJSON) sends it:
// base64url fields, bounded so that no answer is larger than a real one could be.
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_TEXT.invalidResponse);
const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  // A browser's own toJSON() writes null where @simplewebauthn/browser leaves a field out.
  authenticatorAttachment: z
    .enum(["platform", "cross-platform"])
    .nullish()
    .transform((value) => value ?? undefined),
};

export const passkeyAssertionSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    // Up to ML-DSA-87's 4,627 bytes: where the runtime has ML-DSA (Node 24), @simplewebauthn/server offers
    // ML-DSA-44 first, and an authenticator that takes it signs with 2,420 bytes.
    signature: base64url(6400),
    userHandle: base64url(128)
      .nullish()
      .transform((value) => value ?? undefined),
  }),
});

export const passkeyAttestationSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(64 * 1024),
    authenticatorData: base64url(8192).optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});

/** A passwordless sign-in: the passkey's answer, and where to go after. */
export const passkeySignInSchema = z.object({
  passkey: passkeyAssertionSchema,
  callbackUrl: z.string().max(2048).optional(),
});

/** The second step: a 6-digit authenticator code, a recovery code or a passkey's answer, and where to go after. */
export const secondStepSchema = z
  .object({
    code: z.string().trim().min(1, SECOND_STEP_TEXT.codeRequired).max(64, SECOND_STEP_TEXT.invalid).optional(),
    passkey: passkeyAssertionSchema.optional(),
    callbackUrl: z.string().max(2048).optional(),
  })
  .refine((step) => step.code !== undefined || step.passkey !== undefined, { message: SECOND_STEP_TEXT.codeRequired });
