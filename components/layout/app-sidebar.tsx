"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSkeleton,
  useSidebar,
} from "@/components/ui/sidebar";
import {
  NAV_GROUPS,
  isActiveItem,
  isActivePath,
  visibleNavGroups,
  type NavGroup,
} from "@/components/layout/navigation";
import type { SidebarIcons } from "@/components/layout/nav-icons";
import { OpenReportsCount } from "@/components/reports/open-reports-count";
import { usePermissions } from "@/hooks/use-permissions";
import { featureTogglesKeys } from "@/lib/feature-toggles/query-keys";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";

function NavGroupSkeleton({ group }: { group: NavGroup }) {
  return (
    <SidebarGroup aria-busy="true">
      <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
      {Array.from({ length: group.skeletonCount }, (_, index) => (
        <SidebarMenuSkeleton key={index} />
      ))}
    </SidebarGroup>
  );
}

/** One sidebar entry; `nested`: a screen inside the one above it, drawn indented (the Trash under Admin Tools). */
function NavLink({
  item,
  icon,
  active,
  nested = false,
  count,
}: {
  item: { title: string; href: string };
  icon: React.ReactNode;
  active: boolean;
  nested?: boolean;
  /** What waits there (the open reported items), after the title. */
  count?: React.ReactNode;
}) {
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        asChild
        isActive={active}
        tooltip={item.title}
        className={nested ? "pl-6 group-data-[collapsible=icon]:pl-2!" : undefined}
      >
        <Link
          href={item.href}
          aria-current={active ? "page" : undefined}
          // On a phone the sheet covers the screen: close it once a screen is chosen.
          onClick={() => isMobile && setOpenMobile(false)}
        >
          {icon}
          <span>{item.title}</span>
          {count}
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** `icons`: drawn by the server, so their code stays out of the first load (nav-icons.tsx). */
export function AppSidebar({ initialToggles, icons }: { initialToggles?: FeatureToggle[]; icons: SidebarIcons }) {
  const pathname = usePathname() ?? "/";
  const { data: toggles, isLoading } = useQuery<FeatureToggle[]>({
    queryKey: featureTogglesKeys.all,
    initialData: initialToggles,
  });
  const { can } = usePermissions();

  return (
    // A landmark of its own: on a desktop the sidebar is a plain container, not a <nav>.
    <Sidebar role="navigation" aria-label="Main navigation">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild tooltip="Admin Panel">
              <Link href="/">
                <span className="bg-sidebar-primary text-sidebar-primary-foreground flex aspect-square size-8 items-center justify-center rounded-lg">
                  {icons.brand}
                </span>
                <span className="font-semibold">Admin Panel</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        {isLoading || !toggles
          ? NAV_GROUPS.map((group) => <NavGroupSkeleton key={group.label} group={group} />)
          : visibleNavGroups(toggles, can).map((group) => (
              <SidebarGroup key={group.label}>
                <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
                <SidebarMenu>
                  {group.items.flatMap((item) => [
                    <NavLink
                      key={item.href}
                      item={item}
                      icon={icons.screens[item.key]}
                      active={isActiveItem(item, pathname, group.items)}
                      count={item.key === "moderation_reports" ? <OpenReportsCount /> : undefined}
                    />,
                    ...(item.below ?? []).map((sub) => (
                      <NavLink
                        key={sub.href}
                        item={sub}
                        icon={icons.screens[sub.key]}
                        active={isActivePath(sub.href, pathname)}
                        nested
                      />
                    )),
                  ])}
                </SidebarMenu>
              </SidebarGroup>
            ))}
      </SidebarContent>
    </Sidebar>
  );
}
