import { z } from "zod";
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";

/** The email + password form, shared by the sign-in page and the server. */
export const signInSchema = z.object({
  // 254 characters: the longest address SMTP allows, and a bound on what a failed attempt writes to the audit log.
  email: z.email("Valid email is required").max(254, "Valid email is required").transform((email) => email.trim().toLowerCase()),
  password: z.string().min(1, "Password is required").max(1024),
});

export type SignInInput = z.input<typeof signInSchema>;

/** The second step: a 6-digit authenticator code or a recovery code, and where to go after. */
export const secondStepSchema = z.object({
  code: z.string({ error: SECOND_STEP_TEXT.codeRequired }).trim().min(1, SECOND_STEP_TEXT.codeRequired).max(64, SECOND_STEP_TEXT.invalid),
  callbackUrl: z.string().max(2048).optional(),
});
