import Link from "next/link";
import { UserRound } from "lucide-react";
import { CommandPaletteTrigger } from "@/components/command-palette/command-palette-trigger";
import { Button } from "@/components/ui/button";
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
      {/* The user menu's one entry besides Logout: the Account page (profile, second factors). */}
      <Button variant="ghost" size="sm" asChild className="text-muted-foreground">
        {/* Not prefetched: a click during a prefetch still in flight can leave Next's router with nothing to show (next.js#98684). */}
        <Link href="/account" prefetch={false} aria-label={`Account: ${userHandle(user)}`}>
          <UserRound aria-hidden />
          <span className="hidden truncate sm:inline" data-testid="current-user-handle">
            {userHandle(user)}
          </span>
        </Link>
      </Button>
      <ThemeToggle />
      <LogoutLink />
    </header>
  );
}
