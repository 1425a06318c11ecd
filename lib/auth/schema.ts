import { z } from "zod";

/** The email + password form, shared by the sign-in page and the server. */
export const signInSchema = z.object({
  email: z.email("Valid email is required").transform((email) => email.trim().toLowerCase()),
  password: z.string().min(1, "Password is required").max(1024),
});

export type SignInInput = z.input<typeof signInSchema>;
