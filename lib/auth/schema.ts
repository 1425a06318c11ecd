import { z } from "zod";

/** The email + password form, shared by the sign-in page and the server. */
export const signInSchema = z.object({
  // 254 characters: the longest address SMTP allows, and a bound on what a failed attempt writes to the audit log.
  email: z.email("Valid email is required").max(254, "Valid email is required").transform((email) => email.trim().toLowerCase()),
  password: z.string().min(1, "Password is required").max(1024),
});

export type SignInInput = z.input<typeof signInSchema>;
