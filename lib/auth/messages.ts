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

/** The second sign-in step and the enrolment a policy requires (ours: SPEC has no second factor). */
export const SECOND_STEP_TEXT = {
  title: "Two-factor authentication",
  description: "Enter the 6-digit code from your authenticator app.",
  codeLabel: "Authentication code",
  recoveryHint: "Lost your authenticator? Enter one of your recovery codes instead.",
  button: "Verify",
  invalid: "That code is not valid. Try again.",
  codeRequired: "Enter the code",
  signOut: "Sign out",
  enrolTitle: "Set up two-factor authentication",
  enrolDescription: "Your role requires a second factor. Set one up to continue.",
  enrolPasskey: "Add a passkey",
  orAuthenticatorApp: "or set up an authenticator app:",
  passkeyOnlyDescription: "Use your passkey, or enter one of your recovery codes.",
  recoveryCodeLabel: "Recovery code",
  continue: "Continue",
} as const;

/** Step-up (lib/auth/step-up/step-up.ts): the dialog's texts (the refusal's code is in lib/api/error-codes.ts). */
export const STEP_UP_TEXT = {
  refused: "Confirm it's you to continue",
  title: "Confirm it's you",
  /** The title naming what it confirms: "Confirm it's you to delete 'Q3 launch'". */
  titleFor: (action: string) => `Confirm it's you to ${action}`,
  description: "This action needs a recent confirmation of who you are.",
  codeLabel: "Code from your authenticator app",
  passwordLabel: "Password",
  signInAgain: "Your account has no password or authenticator app here: sign in again to confirm it's you.",
  signOut: "Sign out and sign in again",
  confirm: "Confirm",
  cancel: "Cancel",
  loadFailed: "Could not check how to confirm. Try again.",
} as const;

export const ACCESS_DENIED_TEXT = {
  title: "Access denied",
  description: "Your account does not have Admin or Superadmin privileges, so it cannot use this panel.",
  action: "Sign out",
} as const;

/** Passkeys (WebAuthn) wherever they are used: sign-in, the second step, step-up, the Account page. */
export const PASSKEY_TEXT = {
  use: "Use a passkey",
  or: "or",
  refused: "That passkey was not accepted. Try again, or use another way to sign in.",
  cancelled: "The passkey prompt was closed before it finished.",
  alreadyRegistered: "This device already holds one of your passkeys.",
  unsupported: "This browser cannot use passkeys here.",
  needsDomain: "Passkeys work only at the panel's domain name (or localhost), not at an IP address.",
  throttled: "Too many passkey attempts. Try again in a few minutes.",
  invalidResponse: "Invalid passkey response",
  disabled: "Passkey sign-in is disabled",
} as const;

/** The page GET /api/logout answers when nothing says where the navigation started (lib/auth/sign-in/sign-out-confirmation.ts). */
export const SIGN_OUT_CONFIRMATION = {
  title: "Sign out?",
  question: "Sign out of the admin panel?",
  confirm: "Sign out",
  cancel: "Stay signed in",
} as const;
