// Email addresses are shown to admins holding users.email; everyone else sees them masked, on the server, so
// no answer carries one in full (docs/decisions/roles-and-permissions.md). The first character and the
// domain stay: enough to tell two users apart on a screen, not enough to write to either.
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";

const BULLETS = "•••";

/** "ada@example.com" → "a•••@example.com"; a value without a domain keeps its first character only. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = at === -1 ? email : email.slice(0, at);
  return `${local.slice(0, 1)}${BULLETS}${at === -1 ? "" : email.slice(at)}`;
}

/** The record as `viewer` may see it: its email masked unless they hold users.email. */
export function withVisibleEmail<R extends { email: string | null }>(viewer: HoldsPermissions, record: R): R {
  if (record.email === null || hasPermission(viewer, "users.email")) return record;
  return { ...record, email: maskEmail(record.email) };
}

// Anything shaped like an address inside free text: labels such as "Ada Lovelace (ada@example.com)", audit details.
const EMAIL_SHAPED = /[^\s@()<>"',;:[\]]+@[^\s@()<>"',;:[\]]+/g;

/** Every email-shaped part of `text` masked (maskEmail). */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_SHAPED, maskEmail);
}

/** A JSON value (an audit entry's details) with every string in it passed through maskEmailsIn. */
export function maskEmailsInJson<T>(value: T): T {
  if (typeof value === "string") return maskEmailsIn(value) as T;
  if (Array.isArray(value)) return value.map(maskEmailsInJson) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, maskEmailsInJson(field)])) as T;
  }
  return value;
}

/** Text as `viewer` may see it: its email-shaped parts masked unless they hold users.email. */
export function visibleEmailsIn(viewer: HoldsPermissions, text: string): string {
  return hasPermission(viewer, "users.email") ? text : maskEmailsIn(text);
}
