"use client";

import Link from "next/link";
import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RoleBadge, StatusBadge, UserAvatar } from "@/components/users/user-badges";
import type { UserRow } from "@/lib/users/client";
import { formatDate } from "@/lib/format";
import { userFullName, userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/messages";

const SKELETON_ROWS = 10;

type UsersTableProps = {
  users: UserRow[] | undefined;
  loading: boolean;
  isSelected: (id: string) => boolean;
  onToggle: (id: string, selected: boolean) => void;
  pageSelection: boolean | "indeterminate";
  onTogglePage: (selected: boolean) => void;
  onChangeId: (id: string) => void;
  /** Only a superadmin may change a superadmin's id; the server refuses anyone else. */
  viewerIsSuperadmin: boolean;
};

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <TableRow key={index} data-testid="user-row-skeleton">
      <TableCell colSpan={8}>
        <div className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="ml-auto h-4 w-24" />
        </div>
      </TableCell>
    </TableRow>
  ));
}

function EmptyRow() {
  return (
    <TableRow>
      <TableCell colSpan={8} className="py-12 text-center">
        <p className="font-medium">{USERS_TEXT.emptyTitle}</p>
        <p className="text-muted-foreground text-sm">{USERS_TEXT.emptyHint}</p>
      </TableCell>
    </TableRow>
  );
}

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

export function UsersTable({ users, loading, isSelected, onToggle, pageSelection, onTogglePage, onChangeId, viewerIsSuperadmin }: UsersTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              aria-label="Select all users on this page"
              checked={pageSelection}
              onCheckedChange={(checked) => onTogglePage(checked === true)}
              disabled={!users?.length}
            />
          </TableHead>
          <TableHead>User</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Handle</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading || !users ? (
          <SkeletonRows />
        ) : users.length === 0 ? (
          <EmptyRow />
        ) : (
          users.map((user) => (
            <TableRow key={user.id} data-state={isSelected(user.id) ? "selected" : undefined}>
              <TableCell>
                <Checkbox
                  aria-label={`Select ${userHandle(user)}`}
                  checked={isSelected(user.id)}
                  onCheckedChange={(checked) => onToggle(user.id, checked === true)}
                />
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-3">
                  <UserAvatar user={user} />
                  <span className="font-medium">{userFullName(user) || USERS_TEXT.notAvailable}</span>
                </div>
              </TableCell>
              <TableCell className="max-w-56 truncate" title={user.email ?? undefined}>
                {user.email ?? USERS_TEXT.notProvided}
              </TableCell>
              {/* A handle falling back to a UUID would push Joined and Actions off screen. */}
              <TableCell className="text-muted-foreground max-w-40 truncate" title={userHandle(user)}>
                {userHandle(user)}
              </TableCell>
              <TableCell>
                <RoleBadge user={user} />
              </TableCell>
              <TableCell>
                <StatusBadge user={user} />
              </TableCell>
              <TableCell>{formatDate(user.createdAt, USERS_TEXT.notAvailable)}</TableCell>
              <TableCell className="text-right">
                <RowActions user={user} onChangeId={onChangeId} canChangeId={viewerIsSuperadmin || !user.isSuperadmin} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
