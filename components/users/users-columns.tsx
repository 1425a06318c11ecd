"use client";

import Link from "next/link";
import { MoreHorizontal } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { RoleBadge, StatusBadge, UserAvatar } from "@/components/users/user-badges";
import type { UserRow } from "@/lib/users/client";
import { formatDate } from "@/lib/format";
import { userFullName, userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/messages";

function RowActions({ user, onChangeId, canChangeId }: { user: UserRow; onChangeId: (id: string) => void; canChangeId: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${userHandle(user)}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={`/users/${encodeURIComponent(user.id)}`}>View Details</Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!canChangeId} onSelect={() => onChangeId(user.id)}>
          Change User ID
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * SPEC §2 Users columns. Only a superadmin may change a superadmin's id (the
 * server refuses anyone else), so the action is disabled for the others.
 */
export function usersColumns({ onChangeId, viewerIsSuperadmin }: { onChangeId: (id: string) => void; viewerIsSuperadmin: boolean }): ColumnDef<UserRow>[] {
  return [
    {
      id: "user",
      header: "User",
      // Bounded, so a long name cannot push the table past 1280 px; it truncates.
      meta: { className: "max-w-64" },
      cell: ({ row: { original: user } }) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar user={user} />
          <span className="truncate font-medium" title={userFullName(user) || undefined}>
            {userFullName(user) || USERS_TEXT.notAvailable}
          </span>
        </div>
      ),
    },
    {
      id: "email",
      header: "Email",
      meta: { className: "max-w-56 truncate" },
      cell: ({ row: { original: user } }) => <span title={user.email ?? undefined}>{user.email ?? USERS_TEXT.notProvided}</span>,
    },
    {
      // A handle falling back to a UUID would push Joined and Actions off screen.
      // The least needed column (the row's menu names the handle): hidden below 2xl so the table fits at 1280.
      id: "handle",
      header: "Handle",
      meta: { className: "text-muted-foreground max-w-40 truncate", showFrom: "2xl" },
      cell: ({ row: { original: user } }) => <span title={userHandle(user)}>{userHandle(user)}</span>,
    },
    { id: "role", header: "Role", cell: ({ row }) => <RoleBadge user={row.original} /> },
    { id: "status", header: "Status", cell: ({ row }) => <StatusBadge user={row.original} /> },
    { id: "joined", header: "Joined", cell: ({ row }) => formatDate(row.original.createdAt, USERS_TEXT.notAvailable) },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "text-right" },
      cell: ({ row: { original: user } }) => (
        <RowActions user={user} onChangeId={onChangeId} canChangeId={viewerIsSuperadmin || !user.isSuperadmin} />
      ),
    },
  ];
}
