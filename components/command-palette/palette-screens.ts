// The screens the palette can open: the sidebar's (lib/resources.ts through
// the navigation config, so feature toggles hide the same ones) plus the
// Audit Log, the Trash, Roles and API tokens, the Admin Tools screens below Admin Tools (the sidebar shows the Trash under it).
import { KeyRound, ScrollText, ShieldCheck, Trash2, type LucideIcon } from "lucide-react";
import { NAV_ICONS } from "@/components/layout/nav-icons";
import { NAV_GROUPS, visibleNavGroups } from "@/components/layout/navigation";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";
import { ROLES_LINK } from "@/lib/roles/link";
import { TRASH_LINK } from "@/lib/trash/link";

export type PaletteScreen = { title: string; href: string; group: string; icon: LucideIcon };

const ADMIN_TOOLS_SCREENS: readonly PaletteScreen[] = [
  { title: "Audit Log", href: "/admin-tools/audit", group: "Admin Tools", icon: ScrollText },
  { title: TRASH_LINK.title, href: TRASH_LINK.href, group: "Admin Tools", icon: Trash2 },
  { title: ROLES_LINK.title, href: ROLES_LINK.href, group: "Admin Tools", icon: ShieldCheck },
  { title: "API tokens", href: "/admin-tools/tokens", group: "Admin Tools", icon: KeyRound },
];

/** Screens shown now, in sidebar order. */
export function visibleScreens(toggles: readonly FeatureToggle[]): PaletteScreen[] {
  const screens = visibleNavGroups(toggles).flatMap((group) =>
    group.items.map((item) => ({ title: item.title, href: item.href, group: group.label, icon: NAV_ICONS[item.key] })),
  );
  return [...screens, ...ADMIN_TOOLS_SCREENS];
}

/** Every screen that exists, hidden or not: a recent screen outside it no longer resolves. */
export const KNOWN_SCREEN_HREFS: ReadonlySet<string> = new Set([
  ...NAV_GROUPS.flatMap((group) => group.items.map((item) => item.href)),
  ...ADMIN_TOOLS_SCREENS.map((screen) => screen.href),
]);

/** What a typed query is matched against. */
export function screenSearchFields(screen: PaletteScreen): string[] {
  return [screen.title, screen.group, screen.href];
}
