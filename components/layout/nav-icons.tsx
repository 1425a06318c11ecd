// Each screen's icon. The sidebar's are drawn by the server layout and handed to
// the client sidebar as elements (sidebarIcons), so their code is in no screen's
// first load; the command palette, fetched after hydration, draws them itself.
import {
  Activity,
  Building2,
  Contact,
  Flag,
  Handshake,
  Hash,
  LayoutDashboard,
  Library,
  Map,
  MessageSquareWarning,
  ShieldCheck,
  ShoppingBag,
  Trash2,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { SubScreenKey } from "@/components/layout/navigation";
import type { ResourceKey } from "@/lib/resources";

export const NAV_ICONS: Record<ResourceKey, LucideIcon> = {
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
  moderation_reports: Flag,
  moderation_messages: MessageSquareWarning,
};

export type SidebarIcons = { brand: React.ReactNode; screens: Record<ResourceKey | SubScreenKey, React.ReactNode> };

/** The sidebar's icons as elements, for the server layout to hand over. */
export function sidebarIcons(): SidebarIcons {
  const icons = { ...NAV_ICONS, trash: Trash2 };
  const screens = Object.fromEntries(Object.entries(icons).map(([key, Icon]) => [key, <Icon key={key} />]));
  return { brand: <ShieldCheck className="size-4" />, screens: screens as SidebarIcons["screens"] };
}
