import { cookies } from "next/headers";
import { panelAccess } from "@/components/auth/panel-access";
import { StepUpHost } from "@/components/auth/step-up-host";
import { ConflictHost } from "@/components/records/conflict-host";
import { AppHeader } from "@/components/layout/app-header";
import { AppSidebar } from "@/components/layout/app-sidebar";
import { sidebarIcons } from "@/components/layout/nav-icons";
import { LiveUpdates } from "@/components/live/live-updates";
import { SIDEBAR_COOKIE_NAME } from "@/components/layout/sidebar-state";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { listFeatureToggles } from "@/lib/feature-toggles/service";
import { liveStart } from "@/lib/live/mode";

// Every panel screen depends on who is signed in.
export const dynamic = "force-dynamic";

export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const { user, screen } = await panelAccess();
  if (!user) return screen;

  const [toggles, cookieStore] = await Promise.all([listFeatureToggles(), cookies()]);
  const sidebarOpen = cookieStore.get(SIDEBAR_COOKIE_NAME)?.value !== "false";

  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <AppSidebar initialToggles={toggles} icons={sidebarIcons()} />
      <SidebarInset>
        <AppHeader user={user} />
        <div className="flex flex-1 flex-col gap-6 p-4 md:p-6">{children}</div>
      </SidebarInset>
      <StepUpHost />
      <ConflictHost />
      <LiveUpdates adminId={user.id} {...liveStart()} />
    </SidebarProvider>
  );
}
