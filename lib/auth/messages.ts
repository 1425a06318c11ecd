// Texts of the sign-in and access screens (SPEC §1, §2 Access states).
export const SIGN_IN_TEXT = {
  title: "Admin Panel",
  subtitle: "User Management",
  restriction: "Only users with Admin or Superadmin privileges may use this panel. Sign in to continue.",
  button: "Sign in",
  invalid: "Invalid email or password.",
  ssoRefused: "Sign-in was refused: your identity does not match an account of this panel.",
  noProvider: "No sign-in method is configured. Set OIDC_* or AUTH_PASSWORD_ENABLED (see README).",
  unreachable: "The panel could not be reached. Check your connection and try again.",
  loading: "Loading...",
} as const;

/** The 429 answer to a throttled sign-in, in whole minutes (at least one). */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const ACCESS_DENIED_TEXT = {
  title: "Access denied",
  description: "Your account does not have Admin or Superadmin privileges, so it cannot use this panel.",
  action: "Sign out",
} as const;
