// The screens the palette can open: the sidebar's (lib/resources.ts through
// the navigation config, so feature toggles hide the same ones) plus the
// screens below Admin Tools (components/admin-tools/admin-tools-screens.ts; the sidebar shows the Trash under it).
import type { LucideIcon } from "lucide-react";
import { ADMIN_TOOLS_SCREENS as ADMIN_TOOLS } from "@/components/admin-tools/admin-tools-screens";
import { NAV_ICONS } from "@/components/layout/nav-icons";
import { NAV_GROUPS, visibleNavGroups } from "@/components/layout/navigation";
import type { Can } from "@/hooks/use-permissions";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";

export type PaletteScreen = { title: string; href: string; group: string; icon: LucideIcon };

const ADMIN_TOOLS_SCREENS = ADMIN_TOOLS.map((screen) => ({ ...screen, group: "Admin Tools" }));

/** Screens shown now that the admin may see (`can`: their role's permissions), in sidebar order. */
export function visibleScreens(toggles: readonly FeatureToggle[], can: Can): PaletteScreen[] {
  const screens = visibleNavGroups(toggles, can).flatMap((group) =>
    group.items.map((item) => ({ title: item.title, href: item.href, group: group.label, icon: NAV_ICONS[item.key] })),
  );
  return [...screens, ...ADMIN_TOOLS_SCREENS.filter((screen) => can(screen.permission))];
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
