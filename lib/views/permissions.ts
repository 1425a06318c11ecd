// A saved view belongs to its list's screen, so what it holds (a name, a query: often notes about people) is for
// those who may read that list: listing a list's views, saving one, changing one or making one the default needs
// the list's read permission (docs/decisions/saved-views.md). Each list is named as its resource is in the
// permission catalogue, so its read is `<list>.read`, which the compiler holds to the catalogue.
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission, requirePermission } from "@/lib/permissions/check";
import type { HoldsPermissions } from "@/lib/permissions/has-permission";
import type { ViewList } from "@/lib/views/list-keys";

export function viewListReadPermission(list: ViewList): Permission {
  return `${list}.read` as const;
}

/** Whether `viewer` may see the views of `list`. */
export const mayUseViewsOf = (viewer: HoldsPermissions, list: ViewList): boolean =>
  hasPermission(viewer, viewListReadPermission(list));

/** Throws 403 permission_denied unless `viewer` may read `list`. */
export function requireViewList(viewer: HoldsPermissions, list: ViewList): void {
  requirePermission(viewer, viewListReadPermission(list));
}
