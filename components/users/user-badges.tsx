import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { roleLabel, statusLabel, userFullName, userInitials } from "@/lib/users/display";
import { cn } from "@/lib/utils";

type BadgeUser = { isAdmin: boolean; isSuperadmin: boolean; isBanned: boolean; roleName?: string | null };

/** "Superadmin", the admin's role ("Admin", "Moderator", a custom role) or "User"; the dashboard's: Admin or User. */
export function RoleBadge({ user, dashboard = false }: { user: BadgeUser; dashboard?: boolean }) {
  // SPEC §4: the dashboard considers only isAdmin.
  const label = dashboard ? (user.isAdmin ? "Admin" : "User") : roleLabel(user);
  return <Badge variant={label === "User" ? "secondary" : "default"}>{label}</Badge>;
}

export function StatusBadge({ user }: { user: BadgeUser }) {
  const label = statusLabel(user);
  return <Badge variant={label === "Banned" ? "destructive" : "outline"}>{label}</Badge>;
}

type AvatarUser = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
};

export function UserAvatar({ user, className }: { user: AvatarUser; className?: string }) {
  return (
    <Avatar className={cn("size-9", className)}>
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt={userFullName(user)} /> : null}
      <AvatarFallback>{userInitials(user)}</AvatarFallback>
    </Avatar>
  );
}
