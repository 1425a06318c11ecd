"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { deferredModule, useDeferredPart } from "@/lib/loading/deferred-module";
import { LoadFailedNotice } from "@/lib/loading/lazy-boundary";
import { RowMenuButton } from "@/components/users/row-menu-button";
import type { UserRowMenuProps } from "@/components/users/user-row-menu";
import { RoleBadge, StatusBadge, UserAvatar } from "@/components/users/user-badges";
import type { UserRow } from "@/lib/users/schema";
import { formatDate } from "@/lib/format";
import { userFullName, userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/screen-text";

const rowMenu = deferredModule(() => import("@/components/users/user-row-menu"));

/**
 * A row's menu (View Details, Change User ID). Radix's menu is fetched when
 * the pointer or the focus reaches the "…" button, and this row's button
 * becomes the real menu when pressed: fifty rows mount one menu, not fifty.
 */
function RowActions(props: Omit<UserRowMenuProps, "label" | "defaultOpen">) {
  const { real, openOnArrival, failed, triggerProps } = useDeferredPart(rowMenu);
  const label = `Actions for ${userHandle(props.user)}`;
  if (real) return <real.UserRowMenu {...props} label={label} defaultOpen={openOnArrival} />;
  return (
    <>
      <RowMenuButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        {...triggerProps}
      />
      {failed ? <LoadFailedNotice /> : null}
    </>
  );
}

/**
 * SPEC §2 Users columns. Only a superadmin may change a superadmin's id (the
 * server refuses anyone else), so the action is disabled for the others.
 */
export function usersColumns({
  onChangeId,
  onOpen,
  viewerIsSuperadmin,
}: {
  onChangeId: (user: UserRow) => void;
  /** Enter on a row: the user's details, as the row menu's View Details. */
  onOpen: (user: UserRow) => void;
  viewerIsSuperadmin: boolean;
}): ColumnDef<UserRow>[] {
  return [
    {
      id: "user",
      header: "User",
      // Bounded, so a long name cannot push the table past 1280 px; it truncates.
      meta: { className: "max-w-64" },
      open: onOpen,
      cell: (user) => (
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
      cell: (user) => <span title={user.email ?? undefined}>{user.email ?? USERS_TEXT.notProvided}</span>,
    },
    {
      // A handle falling back to a UUID would push Joined and Actions off screen.
      // The least needed column (the row's menu names the handle): hidden below 2xl so the table fits at 1280.
      id: "handle",
      header: "Handle",
      meta: { className: "text-muted-foreground max-w-40 truncate", showFrom: "2xl" },
      cell: (user) => <span title={userHandle(user)}>{userHandle(user)}</span>,
    },
    { id: "role", header: "Role", cell: (row) => <RoleBadge user={row} /> },
    { id: "status", header: "Status", cell: (row) => <StatusBadge user={row} /> },
    {
      id: "joined",
      header: "Joined",
      // The one sort an index keeps fast at a million users (docs/decisions/saved-views.md).
      meta: { sortKey: "joined" },
      cell: (row) => formatDate(row.createdAt, USERS_TEXT.notAvailable),
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "text-right" },
      cell: (user) => (
        <RowActions user={user} onChangeId={onChangeId} canChangeId={viewerIsSuperadmin || !user.isSuperadmin} />
      ),
    },
  ];
}
