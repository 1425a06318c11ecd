// What an admin must hold to read the data of a record, by its type as the audit log names it (an entry's target
// type): told of a change to one (live lists, lib/live/seen-by.ts), subscribing a webhook to its events
// (lib/webhooks/event-permissions.ts). One table, so a type cannot be readable by one way and not the other.
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";

export const RECORD_READ_PERMISSIONS = {
  user: "users.read",
  channel: "channels.read",
  user_note: "notes.read",
  message: "messages.read",
  report_item: "reports.read",
  feature_toggle: "features.read",
  contact: "contacts.read",
  company: "companies.read",
  deal: "deals.read",
  activity: "activities.read",
  roadmap_item: "roadmap.read",
  shop_item: "shop.read",
  purchase: "library.read",
  trash: "trash.read",
  role: "roles.manage",
  webhook: "webhooks.manage",
  // Shown nowhere but in the audit log: an admin's tokens and saved views are their own, and the log's export.
  api_token: "audit.read",
  saved_view: "audit.read",
  audit_log: "audit.read",
} as const satisfies Record<string, Permission>;

export type RecordType = keyof typeof RECORD_READ_PERMISSIONS;

/** `HoldsPermissions` with the flag that reads a type this table does not know yet (a superadmin reads everything). */
export type Reader = HoldsPermissions & { isSuperadmin: boolean };

/** Whether `reader` may read records of `type`: a type missing from the table is a superadmin's alone. */
export function mayReadRecordsOf(reader: Reader, type: string): boolean {
  if (reader.isSuperadmin) return true;
  return (
    Object.hasOwn(RECORD_READ_PERMISSIONS, type) && hasPermission(reader, RECORD_READ_PERMISSIONS[type as RecordType])
  );
}
