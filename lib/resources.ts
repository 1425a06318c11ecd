// The one registry of the panel's screens (SPEC §2, §3): the sidebar, the
// feature-toggle keys and their preset order are all read from here. Icons
// are the sidebar's (components/layout/navigation.ts), so server code that
// reads the keys does not load an icon library.
import type { Permission } from "@/lib/permissions/catalogue";

export const RESOURCE_GROUPS = [
  { label: "Navigation", skeletonCount: 4 },
  { label: "CRM", skeletonCount: 4 },
  { label: "Content Management", skeletonCount: 3 },
  // Beyond SPEC: the community's conduct (docs/decisions/moderation.md); last, so SPEC's groups keep their order.
  { label: "Moderation", skeletonCount: 2 },
] as const;

export type ResourceGroup = (typeof RESOURCE_GROUPS)[number]["label"];

type Resource = {
  /** The feature-toggle key (SPEC §3). */
  key: string;
  /** The toggle's name in Admin Tools. */
  featureName: string;
  /** The sidebar's label. */
  title: string;
  href: string;
  group: ResourceGroup;
  /** What an admin needs to see the screen (its page asks the same); null: every admin (the dashboard). */
  permission: Permission | null;
  /** Shown whatever its toggle says (Admin Tools, SPEC §6). */
  alwaysShown?: true;
};

// In sidebar order (SPEC §2 Layout).
export const RESOURCES = [
  { key: "dashboard", featureName: "Dashboard", title: "Dashboard", href: "/", group: "Navigation", permission: null },
  { key: "users", featureName: "Users", title: "Users", href: "/users", group: "Navigation", permission: "users.read" },
  {
    key: "channels",
    featureName: "Channels",
    title: "Channels",
    href: "/channels",
    group: "Navigation",
    permission: "channels.read",
  },
  {
    key: "admin_tools",
    featureName: "Admin Tools",
    title: "Admin Tools",
    href: "/admin-tools",
    group: "Navigation",
    permission: "features.read",
    alwaysShown: true,
  },
  {
    key: "crm_contacts",
    featureName: "CRM Contacts",
    title: "Contacts",
    href: "/crm/contacts",
    group: "CRM",
    permission: "contacts.read",
  },
  {
    key: "crm_companies",
    featureName: "CRM Companies",
    title: "Companies",
    href: "/crm/companies",
    group: "CRM",
    permission: "companies.read",
  },
  {
    key: "crm_deals",
    featureName: "CRM Deals",
    title: "Deals",
    href: "/crm/deals",
    group: "CRM",
    permission: "deals.read",
  },
  {
    key: "crm_activities",
    featureName: "CRM Activities",
    title: "Activities",
    href: "/crm/activities",
    group: "CRM",
    permission: "activities.read",
  },
  {
    key: "content_roadmap",
    featureName: "Content Roadmap",
    title: "Roadmap",
    href: "/content/roadmap",
    group: "Content Management",
    permission: "roadmap.read",
  },
  {
    key: "content_shop",
    featureName: "Content Shop",
    title: "Shop",
    href: "/content/shop",
    group: "Content Management",
    permission: "shop.read",
  },
  {
    key: "content_library",
    featureName: "Content Library",
    title: "Library",
    href: "/content/library",
    group: "Content Management",
    permission: "library.read",
  },
  {
    key: "moderation_reports",
    featureName: "Moderation Reports",
    title: "Reports",
    href: "/moderation",
    group: "Moderation",
    permission: "reports.read",
  },
  {
    key: "moderation_messages",
    featureName: "Moderation Messages",
    title: "Messages",
    href: "/moderation/messages",
    group: "Moderation",
    permission: "messages.read",
  },
] as const satisfies readonly Resource[];

export type ResourceKey = (typeof RESOURCES)[number]["key"];
