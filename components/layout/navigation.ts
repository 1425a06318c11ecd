import type { Can } from "@/hooks/use-permissions";
import type { FeatureKey } from "@/lib/feature-toggles/keys";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";
import { isFeatureVisible } from "@/lib/feature-toggles/visibility";
import type { Permission } from "@/lib/permissions/catalogue";
import { RESOURCE_GROUPS, RESOURCES, type ResourceKey } from "@/lib/resources";
import { TRASH_LINK } from "@/lib/trash/link";

// No icons here: the sidebar's are drawn by the server (nav-icons.tsx), so no screen's first load carries them.
export type NavItem = {
  key: ResourceKey;
  title: string;
  href: string;
  /** null: always shown (Admin Tools, SPEC §6). */
  featureKey: FeatureKey | null;
  /** What the admin needs to see the screen; null: every admin. */
  permission: Permission | null;
  /** Screens inside this one with a sidebar entry of their own, drawn below it. */
  below?: readonly NavSubItem[];
};

/** A screen inside a sidebar item's screen (the Trash inside Admin Tools). */
export type NavSubItem = { key: SubScreenKey; title: string; href: string; permission: Permission };
export type SubScreenKey = "trash";

// Beyond SPEC: the Trash under Admin Tools, so a deleted record can be found from any screen, not only from a
// button on Admin Tools (a delete's toast links there too).
const BELOW: Partial<Record<ResourceKey, readonly NavSubItem[]>> = {
  admin_tools: [{ key: "trash", title: TRASH_LINK.title, href: TRASH_LINK.href, permission: "trash.read" }],
};

export type NavGroup = { label: string; items: NavItem[]; skeletonCount: number };

// SPEC §2 Layout: the three groups and their routes, in order, from the resource registry.
export const NAV_GROUPS: NavGroup[] = RESOURCE_GROUPS.map((group) => ({
  label: group.label,
  skeletonCount: group.skeletonCount,
  items: RESOURCES.filter((resource) => resource.group === group.label).map((resource) => ({
    key: resource.key,
    title: resource.title,
    href: resource.href,
    featureKey: "alwaysShown" in resource ? null : resource.key,
    permission: resource.permission,
    below: BELOW[resource.key],
  })),
}));

/** The item for a path: "/" matches only itself, others match their subtree (/users/42 is Users). */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The item whose screen is showing: one below it when its own path matches, or a sibling whose path is inside this
 * one's (Moderation's Messages at /moderation/messages, beside its Reports at /moderation), so only one is marked.
 */
export function isActiveItem(
  item: { href: string; below?: readonly NavSubItem[] },
  pathname: string,
  siblings: readonly { href: string }[] = [],
): boolean {
  const inner = [...(item.below ?? []), ...siblings.filter((sibling) => sibling.href.startsWith(`${item.href}/`))];
  return isActivePath(item.href, pathname) && !inner.some((other) => isActivePath(other.href, pathname));
}

/**
 * SPEC §2, §6: the groups with the items switched on that the admin may see (`can`: their role's permissions), each
 * with the screens below it the admin may see; a group with none is left out.
 */
export function visibleNavGroups(toggles: readonly FeatureToggle[], can: Can): NavGroup[] {
  const allowed = (item: { permission: Permission | null }) => item.permission === null || can(item.permission);
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items
      .filter((item) => allowed(item) && (item.featureKey === null || isFeatureVisible(item.featureKey, toggles)))
      .map((item) => ({ ...item, below: item.below?.filter(allowed) })),
  })).filter((group) => group.items.length > 0);
}
