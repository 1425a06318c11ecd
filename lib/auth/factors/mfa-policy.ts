// Who must have a second factor (MFA_REQUIRED): "superadmin" (production's
// default), "admin" (every admin and superadmin) or "off" (the default under
// `npm run dev` and in tests, so the quick start stays one command and a
// password). An admin with a factor always uses it, whatever the policy; the
// policy decides who must enrol before reaching anything else.
import type { SessionUser } from "@/lib/auth/session/session";

const POLICIES = ["superadmin", "admin", "off"] as const;
export type MfaPolicy = (typeof POLICIES)[number];

type Environment = Record<string, string | undefined>;

/** The configured policy; an unknown value stops the server (instrumentation-node.ts), never silently weakens it. */
export function mfaPolicy(env: Environment = process.env): MfaPolicy {
  const value = env.MFA_REQUIRED;
  if (value === undefined || value === "") return env.NODE_ENV === "production" ? "superadmin" : "off";
  if (!(POLICIES as readonly string[]).includes(value))
    throw new Error(`MFA_REQUIRED must be superadmin, admin or off, not "${value}"`);
  return value as MfaPolicy;
}

/** The policy requires this account to have a second factor. */
export function factorRequired(user: Pick<SessionUser, "isAdmin" | "isSuperadmin">, policy = mfaPolicy()): boolean {
  if (policy === "admin") return user.isAdmin || user.isSuperadmin;
  return policy === "superadmin" && user.isSuperadmin;
}
