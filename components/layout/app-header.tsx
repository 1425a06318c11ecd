import { CommandPaletteTrigger } from "@/components/command-palette/command-palette-trigger";
import { Separator } from "@/components/ui/separator";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { LogoutLink } from "@/components/layout/logout-link";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { userHandle } from "@/lib/users/display";

type HeaderUser = { id: string; handle: string | null };

export function AppHeader({ user }: { user: HeaderUser }) {
  return (
    <header className="bg-background/95 sticky top-0 z-10 flex h-16 shrink-0 items-center gap-2 border-b px-4 backdrop-blur">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-2 h-4!" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-semibold">Admin Panel</span>
        <span className="text-muted-foreground truncate text-xs">User Management</span>
      </div>
      <CommandPaletteTrigger adminId={user.id} />
      <span className="text-muted-foreground hidden truncate text-sm sm:inline" data-testid="current-user-handle">
        {userHandle(user)}
      </span>
      <ThemeToggle />
      <LogoutLink />
    </header>
  );
}
