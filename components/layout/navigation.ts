import type { FeatureKey } from "@/lib/feature-toggles/keys";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";
import { isFeatureVisible } from "@/lib/feature-toggles/visibility";
import { RESOURCE_GROUPS, RESOURCES, type ResourceKey } from "@/lib/resources";

// No icons here: the sidebar's are drawn by the server (nav-icons.tsx), so no screen's first load carries them.
export type NavItem = {
  key: ResourceKey;
  title: string;
  href: string;
  /** null: always shown (Admin Tools, SPEC §6). */
  featureKey: FeatureKey | null;
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
  })),
}));

/** The item for a path: "/" matches only itself, others match their subtree (/users/42 is Users). */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** SPEC §2, §6: the groups with their visible items; a group with none is left out. */
export function visibleNavGroups(toggles: readonly FeatureToggle[]): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => item.featureKey === null || isFeatureVisible(item.featureKey, toggles)),
  })).filter((group) => group.items.length > 0);
}
