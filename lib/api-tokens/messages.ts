// The API tokens' texts: what the API answers and what the screen says, shared by both and by the tests. A
// permission's own words (its name, its validation, the checklist's) are in lib/permissions/messages.ts.
import { errorCodes } from "@/lib/api/error-codes";
import { TOKENS_LINK } from "@/lib/api-tokens/link";

/** The bearer's refusals (401, X-Error-Code: token_invalid): a caller cannot tell which rule refused it. */
export const TOKEN_INVALID = "token_invalid";

export const TOKEN_ERRORS = {
  notFound: "API token not found",
  alreadyRevoked: "This token is already revoked",
  tooMany: (max: number) => `You have ${max} tokens in use: revoke one before you create another`,
  wider: (refused: readonly string[]) =>
    `A token can hold only permissions you have yourself; refused: ${refused.join(", ")}`,
  invalid: "Invalid or expired API token",
  ambiguous: "Send a session cookie or a bearer token, not both",
  adminApiOnly: "API tokens work on the admin API and the chat app's routes only",
  personRequired:
    "An API token cannot do this: the action needs a person to confirm who they are in the panel (step-up)",
  throttled: (seconds: number) => `Too many requests with this token; try again in ${seconds} seconds`,
  tooManyInvalid: (seconds: number) => `Too many invalid API tokens from this address; try again in ${seconds} seconds`,
} as const;

/** Each refusal's stable code (X-Error-Code): clients match it, so the words may change. */
export const TOKEN_ERROR_CODES = errorCodes("token", TOKEN_ERRORS);

export const TOKEN_VALIDATION = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 80 characters",
  expiryInvalid: "Expiry must be a date and time",
  expiryPast: "Expiry must be in the future",
  expiryTooFar: "Expiry must be at most a year from now",
  idInvalid: "A token id is a UUID",
} as const;

export const TOKEN_TEXT = {
  title: TOKENS_LINK.title,
  description: "Credentials for scripts and the chat app: each acts as you, with the permissions you give it.",
  add: "New token",
  createTitle: "New API token",
  createDescription: "It acts as you, with at most your own permissions, until it expires or you revoke it.",
  name: "Name",
  namePlaceholder: "chat app",
  expiry: "Expires",
  expiryDate: "Expiry date",
  create: "Create Token",
  shownOnceTitle: "Your new API token",
  shownOnce: "Copy it now: you won't see it again.",
  revoke: "Revoke",
  revokeTitle: "Revoke this token?",
  revokeDescription: (name: string) =>
    `"${name}" stops working at once, everywhere. Whatever uses it will be refused from now on.`,
  empty: "No API tokens yet.",
  /** What the table calls its rows to a screen reader. */
  noun: "API tokens",
  never: "Never",
  columns: {
    name: "Name",
    namePlaceholder: "chat app",
    prefix: "Token",
    expires: "Expires",
    lastUsed: "Last used",
    creator: "Created by",
    status: "Status",
    actions: "Actions",
  },
  status: { active: "Active", expired: "Expired", revoked: "Revoked" },
} as const;

/** What the screen says after each call, and when it fails without a message of its own. */
export const TOKEN_TOASTS = {
  create: { success: "Token created", fallback: "Could not create the token" },
  revoke: { success: "Token revoked", fallback: "Could not revoke the token" },
  copied: "Copied",
} as const;

/** The expiry choices of the form; "custom" picks a date up to a year ahead. */
export const EXPIRY_CHOICES = [
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "custom", label: "Custom date" },
] as const;
