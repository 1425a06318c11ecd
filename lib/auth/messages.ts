// Texts of the sign-in and access screens (SPEC §1, §2 Access states).
export const SIGN_IN_TEXT = {
  title: "Admin Panel",
  subtitle: "User Management",
  restriction: "Only users with Admin or Superadmin privileges may use this panel. Sign in to continue.",
  button: "Sign in",
  invalid: "Invalid email or password.",
  ssoRefused: "Sign-in was refused: your identity does not match an account of this panel.",
  noProvider: "No sign-in method is configured. Set OIDC_* or AUTH_PASSWORD_ENABLED (see README).",
  loading: "Loading...",
} as const;

export const ACCESS_DENIED_TEXT = {
  title: "Access denied",
  description: "Your account does not have Admin or Superadmin privileges, so it cannot use this panel.",
  action: "Sign out",
} as const;
