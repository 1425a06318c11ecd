import {
  Activity,
  Building2,
  Contact,
  Handshake,
  Hash,
  LayoutDashboard,
  Library,
  Map,
  ShoppingBag,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { FeatureKey } from "@/lib/feature-toggles/keys";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";
import { isFeatureVisible } from "@/lib/feature-toggles/visibility";
import { RESOURCE_GROUPS, RESOURCES, type ResourceKey } from "@/lib/resources";

export type NavItem = {
  title: string;
  href: string;
  icon: LucideIcon;
  /** null: always shown (Admin Tools, SPEC §6). */
  featureKey: FeatureKey | null;
};

export type NavGroup = { label: string; items: NavItem[]; skeletonCount: number };

const ICONS: Record<ResourceKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  users: Users,
  channels: Hash,
  admin_tools: Wrench,
  crm_contacts: Contact,
  crm_companies: Building2,
  crm_deals: Handshake,
  crm_activities: Activity,
  content_roadmap: Map,
  content_shop: ShoppingBag,
  content_library: Library,
};

// SPEC §2 Layout: the three groups and their routes, in order, from the resource registry.
export const NAV_GROUPS: NavGroup[] = RESOURCE_GROUPS.map((group) => ({
  label: group.label,
  skeletonCount: group.skeletonCount,
  items: RESOURCES.filter((resource) => resource.group === group.label).map((resource) => ({
    title: resource.title,
    href: resource.href,
    icon: ICONS[resource.key],
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
