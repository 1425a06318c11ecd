// What the trash asks beyond its own permissions: a record in it still belongs to its resource. Listing shows only
// the kinds the admin may read; restoring or deleting one for good also needs what deleting it needed, so trash
// permissions never reach further than the resource's own (a trash.restore without contacts.update brings no
// contact back).
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission, requirePermission } from "@/lib/permissions/check";
import type { HoldsPermissions } from "@/lib/permissions/has-permission";
import { TRASH_TYPES, type TrashType } from "@/lib/trash/kinds";

const KIND_PERMISSIONS: Record<TrashType, { read: Permission; write: Permission }> = {
  user: { read: "users.read", write: "users.delete" },
  company: { read: "companies.read", write: "companies.update" },
  contact: { read: "contacts.read", write: "contacts.update" },
  deal: { read: "deals.read", write: "deals.update" },
  activity: { read: "activities.read", write: "activities.update" },
  channel: { read: "channels.read", write: "channels.delete" },
  message: { read: "messages.read", write: "messages.delete" },
  roadmap_item: { read: "roadmap.read", write: "roadmap.update" },
  shop_item: { read: "shop.read", write: "shop.update" },
  purchase: { read: "library.read", write: "library.update" },
};

/** The kinds of trashed record the admin may see listed. */
export function readableTrashTypes(admin: HoldsPermissions): TrashType[] {
  return TRASH_TYPES.filter((type) => hasPermission(admin, KIND_PERMISSIONS[type].read));
}

/** Refuses (403) unless the admin may delete every one of these kinds: restore and purge need the same. */
export function requireTrashWrite(admin: HoldsPermissions, types: Iterable<TrashType>): void {
  for (const type of new Set(types)) requirePermission(admin, KIND_PERMISSIONS[type].write);
}
