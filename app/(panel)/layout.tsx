import type { Metadata } from "next";
import { Suspense } from "react";
import { cookies } from "next/headers";
import { CurrentUserProvider } from "@/components/auth/current-user-provider";
import { panelAccess } from "@/components/auth/panel-access";
import { StepUpHost } from "@/components/auth/step-up-host";
import { ConflictHost } from "@/components/records/conflict-host";
import { AppHeader } from "@/components/layout/app-header";
import { AppSidebar } from "@/components/layout/app-sidebar";
import { sidebarIcons } from "@/components/layout/nav-icons";
import { LiveUpdates } from "@/components/live/live-updates";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { SIDEBAR_COOKIE_NAME } from "@/components/layout/sidebar-state";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { listFeatureToggles } from "@/lib/feature-toggles/service";
import { TIME_ZONE_NOTE } from "@/lib/format";
import { liveStart } from "@/lib/live/mode";
import type { SessionUser } from "@/lib/auth/session/session";
import { PANEL_TITLE_TEMPLATE } from "@/lib/page-titles";

// Each screen names itself before the product in its tab ("Users · Admin Panel"): lib/page-titles.ts.
export const metadata: Metadata = { title: PANEL_TITLE_TEMPLATE };

// Every panel screen depends on who is signed in.
export const dynamic = "force-dynamic";

/**
 * Who may see the panel, decided before a byte of the answer is sent: no loading boundary sits above this layout,
 * so a session owing a step (a second factor's enrolment) gets an HTTP redirect. Decided inside one, after the
 * 'Loading...' had streamed, the redirect could only be a refresh tag, which reloaded the step's page a second
 * later, after the admin may have confirmed it: the recovery codes shown then vanished. Pages check again
 * (panelPage): a client navigation renders them without this layout.
 */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const { user, screen } = await panelAccess();
  if (!user) return screen;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PanelShell user={user}>{children}</PanelShell>
    </Suspense>
  );
}

async function PanelShell({ user, children }: { user: SessionUser; children: React.ReactNode }) {
  const [toggles, cookieStore] = await Promise.all([listFeatureToggles(), cookies()]);
  const sidebarOpen = cookieStore.get(SIDEBAR_COOKIE_NAME)?.value !== "false";

  // What the admin may do, known to every screen from its first render (hooks/use-permissions.ts).
  const currentUser = { id: user.id, permissions: user.permissions, roleName: user.roleName };

  return (
    <CurrentUserProvider user={currentUser}>
      <SidebarProvider defaultOpen={sidebarOpen}>
        <AppSidebar initialToggles={toggles} icons={sidebarIcons()} />
        <SidebarInset>
          <AppHeader user={user} />
          <div className="flex flex-1 flex-col gap-6 p-4 md:p-6">{children}</div>
          {/* Every date on every screen is in one zone, named here once rather than after each date (lib/format.ts). */}
          <footer className="text-muted-foreground px-4 pb-4 text-xs md:px-6">{TIME_ZONE_NOTE}</footer>
        </SidebarInset>
        <StepUpHost />
        <ConflictHost />
        <LiveUpdates adminId={user.id} {...liveStart()} />
      </SidebarProvider>
    </CurrentUserProvider>
  );
}
