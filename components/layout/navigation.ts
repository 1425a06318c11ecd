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
import { isFeatureVisible, type FeatureToggle } from "@/lib/feature-toggles/schema";

export type NavItem = {
  title: string;
  href: string;
  icon: LucideIcon;
  /** null: always shown (Admin Tools, SPEC §6). */
  featureKey: FeatureKey | null;
};

export type NavGroup = { label: string; items: NavItem[]; skeletonCount: number };

// SPEC §2 Layout: the three groups and their routes, in order.
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Navigation",
    skeletonCount: 4,
    items: [
      { title: "Dashboard", href: "/", icon: LayoutDashboard, featureKey: "dashboard" },
      { title: "Users", href: "/users", icon: Users, featureKey: "users" },
      { title: "Channels", href: "/channels", icon: Hash, featureKey: "channels" },
      { title: "Admin Tools", href: "/admin-tools", icon: Wrench, featureKey: null },
    ],
  },
  {
    label: "CRM",
    skeletonCount: 4,
    items: [
      { title: "Contacts", href: "/crm/contacts", icon: Contact, featureKey: "crm_contacts" },
      { title: "Companies", href: "/crm/companies", icon: Building2, featureKey: "crm_companies" },
      { title: "Deals", href: "/crm/deals", icon: Handshake, featureKey: "crm_deals" },
      { title: "Activities", href: "/crm/activities", icon: Activity, featureKey: "crm_activities" },
    ],
  },
  {
    label: "Content Management",
    skeletonCount: 3,
    items: [
      { title: "Roadmap", href: "/content/roadmap", icon: Map, featureKey: "content_roadmap" },
      { title: "Shop", href: "/content/shop", icon: ShoppingBag, featureKey: "content_shop" },
      { title: "Library", href: "/content/library", icon: Library, featureKey: "content_library" },
    ],
  },
];

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
