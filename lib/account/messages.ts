// Texts of the Account page and its second factors (ours: SPEC has no account page).
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";
/** How many recovery codes an admin gets each time: the server makes them, the page counts them (no zod here, unlike schema.ts). */
export const RECOVERY_CODE_COUNT = 10;

export const ACCOUNT_TEXT = {
  title: "Account",
  description: "Your profile, how you sign in, and where you are signed in.",
  profile: "Profile",
  name: "Name",
  email: "Email",
  handle: "Handle",
  on: "On",
  requiredByRole: "Your role requires a second factor",
  twoFactor: "Two-factor authentication",
  twoFactorDescription: "A code from an authenticator app, asked for after your password.",
  totp: "Authenticator app",
  totpOn: (since: string) => `On since ${since}`,
  totpOff: "Not set up",
  setUpTotp: "Set up authenticator app",
  removeTotp: "Remove",
  removeTotpTitle: "Remove the authenticator app?",
  removeTotpDescription: "Signing in will ask for your password only, and your recovery codes stop working.",
  scanQr:
    "Scan this QR code with your authenticator app (1Password, Google Authenticator, Authy…), or type the key below.",
  secretLabel: "Setup key",
  qrAlt: "QR code for your authenticator app",
  confirmCodeLabel: "Code from the app",
  confirm: "Confirm",
  cancel: "Cancel",
  recoveryCodes: "Recovery codes",
  recoveryCodesLeft: (count: number, of: number) => `${count} of ${of} left`,
  regenerate: "Make new codes",
  regenerateTitle: "Make new recovery codes?",
  regenerateDescription: "Your current recovery codes stop working.",
  newCodesTitle: "Save your recovery codes",
  newCodesDescription:
    "Each code signs you in once if you lose your authenticator. They are shown only now: keep them somewhere safe.",
  copy: "Copy codes",
  copied: "Recovery codes copied",
  done: "I have saved them",
  enrolled: "Two-factor authentication is on",
  removed: "Authenticator app removed",
  regenerated: "New recovery codes made",
  loadFailed: "Could not load your account.",
  sessions: "Where you are signed in",
  sessionsDescription: "Every browser signed in to your account. Sign out any you do not recognise.",
  thisSession: "This session",
  awaitingSecondFactor: "Password given, waiting for the second factor",
  signedIn: (when: string) => `Signed in ${when}`,
  lastSeen: (when: string) => `last seen ${when}`,
  unknownAddress: "unknown address",
  signOutSession: "Sign out",
  signOutOthers: "Sign out all other sessions",
  signOutOthersTitle: "Sign out all other sessions?",
  signOutOthersDescription:
    "Every other browser signed in to your account is signed out now. This one stays signed in.",
  sessionRevoked: "Session signed out",
  othersRevoked: (count: number) => `${count} other session${count === 1 ? "" : "s"} signed out`,
  revokeFailed: "Failed to sign the session out.",
  noOtherSessions: "No other sessions.",
  enrolmentFailed: "Could not start setting up the authenticator app. Try again.",
  removeFailed: "Failed to remove the authenticator app.",
  regenerateFailed: "Failed to make new recovery codes.",
} as const;

export const ACCOUNT_ERRORS = {
  alreadyEnrolled: "An authenticator app is already set up: remove it first",
  notEnrolling: "Start setting up the authenticator app again",
  invalidCode: SECOND_STEP_TEXT.invalid,
  codeFormat: "Enter the 6-digit code from your app",
  lastFactor: "Your role requires a second factor: you cannot remove your last one",
  noFactor: "Set up an authenticator app or a passkey first",
  resetSelf: "Use your own Account page to change your own factors",
  sessionNotFound: "Session not found",
  currentSession: "This is the session you are using: sign out instead",
  userNotFound: "User not found",
} as const;

/** How many passkeys one admin may keep: enough for every device and a spare key, and a bound on the rows. */
export const MAX_PASSKEYS = 10;

export const PASSKEY_ACCOUNT_TEXT = {
  title: "Passkeys",
  description:
    "Sign in with your fingerprint, face or device PIN instead of a password, or use a passkey as your second factor.",
  add: "Add a passkey",
  none: "No passkeys yet.",
  created: (when: string) => `Added ${when}`,
  lastUsed: (when: string) => `last used ${when}`,
  neverUsed: "never used",
  synced: "Synced",
  rename: "Rename",
  renameTitle: "Rename passkey",
  nameLabel: "Name",
  save: "Save",
  remove: "Remove",
  removeTitle: (name: string) => `Remove the passkey "${name}"?`,
  removeDescription: "It will no longer sign you in. The passkey stays on your device until you delete it there.",
  added: "Passkey added",
  renamed: "Passkey renamed",
  removed: "Passkey removed",
  addFailed: "Could not add the passkey.",
  removeFailed: "Failed to remove the passkey.",
  renameFailed: "Failed to rename the passkey.",
} as const;

export const PASSKEY_ERRORS = {
  notFound: "Passkey not found",
  tooMany: `You can keep at most ${MAX_PASSKEYS} passkeys: remove one first`,
  notAccepted: "The passkey could not be added: its answer did not match. Try again.",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 60 characters",
} as const;
