// Email addresses are shown to admins holding users.email; everyone else sees them masked, on the server, so
// no answer carries one in full (docs/decisions/roles-and-permissions.md). The first character and the
// domain stay: enough to tell two users apart on a screen, not enough to write to either.
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission } from "@/lib/permissions/check";

const BULLETS = "•••";

/** "ada@example.com" → "a•••@example.com"; a value without a domain keeps its first character only. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = at === -1 ? email : email.slice(0, at);
  return `${local.slice(0, 1)}${BULLETS}${at === -1 ? "" : email.slice(at)}`;
}

type Viewer = { permissions: readonly Permission[] };

/** The record as `viewer` may see it: its email masked unless they hold users.email. */
export function withVisibleEmail<R extends { email: string | null }>(viewer: Viewer, record: R): R {
  if (record.email === null || hasPermission(viewer, "users.email")) return record;
  return { ...record, email: maskEmail(record.email) };
}
