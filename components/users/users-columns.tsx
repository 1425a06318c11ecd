"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { deferredModule, useDeferredPart } from "@/lib/loading/deferred-module";
import { LoadFailedNotice } from "@/lib/loading/lazy-boundary";
import { RowLink } from "@/components/data-table/row-link";
import { RowMenuButton } from "@/components/users/row-menu-button";
import type { UserRowMenuProps } from "@/components/users/user-row-menu";
import { RoleBadge, StatusBadge, UserAvatar } from "@/components/users/user-badges";
import type { UserRow } from "@/lib/users/schema";
import { formatDate } from "@/lib/format";
import { canBanUser, userDetailsPath, userFullName, userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/screen-text";

const rowMenu = deferredModule(() => import("@/components/users/user-row-menu"));

/**
 * A row's menu (View Details, Change User ID, Ban User or Unban User). Radix's menu is fetched when
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
 * server refuses anyone else), so the action is disabled for the others; nobody
 * may ban a superadmin or themselves, so Ban is disabled on those rows.
 */
export function usersColumns({
  onChangeId,
  onBan,
  onOpen,
  viewerIsSuperadmin,
  viewerId,
}: {
  onChangeId: (user: UserRow) => void;
  onBan: (user: UserRow) => void;
  /** Enter on a row: the user's details, as the row's link and the row menu's View Details. */
  onOpen: (user: UserRow) => void;
  viewerIsSuperadmin: boolean;
  viewerId: string;
}): ColumnDef<UserRow>[] {
  return [
    {
      id: "user",
      header: (
        <>
          User<span className="sm:hidden"> / Role / Status</span>
        </>
      ),
      // Bounded, so a long name cannot push the table past 1280 px; it truncates. On a phone the cell holds the
      // email, role and status too (their columns hide there), wider than a sticky cell's usual 45%, so that the
      // row's essentials and its menu fit at 375 px without scrolling sideways. Narrower than the email's bound at
      // width: an email is the longer of the two, and the one an admin reads whole to tell two users apart.
      meta: { className: "max-w-48 max-sm:max-w-[50vw]" },
      open: onOpen,
      cell: (user) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar user={user} />
          <div className="grid min-w-0 gap-1">
            <RowLink href={userDetailsPath(user.id)} className="block truncate font-medium">
              <span title={userFullName(user) || undefined}>{userFullName(user) || USERS_TEXT.notAvailable}</span>
            </RowLink>
            <span className="text-muted-foreground truncate text-xs sm:hidden">
              {user.email ?? USERS_TEXT.notProvided}
            </span>
            <span className="flex flex-wrap gap-1 sm:hidden">
              <RoleBadge user={user} />
              <StatusBadge user={user} />
            </span>
          </div>
        </div>
      ),
    },
    {
      id: "email",
      header: "Email",
      meta: { className: "max-w-72 truncate", showFrom: "sm" },
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
    // Below sm the user cell shows the role and status (above).
    { id: "role", header: "Role", meta: { showFrom: "sm" }, cell: (row) => <RoleBadge user={row} /> },
    { id: "status", header: "Status", meta: { showFrom: "sm" }, cell: (row) => <StatusBadge user={row} /> },
    {
      id: "joined",
      header: "Joined",
      // The one sort an index keeps fast at a million users (docs/decisions/saved-views.md).
      meta: { sortKey: "joined", showFrom: "md" },
      cell: (row) => formatDate(row.createdAt, USERS_TEXT.notAvailable),
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "text-right" },
      cell: (user) => (
        <RowActions
          user={user}
          onChangeId={onChangeId}
          canChangeId={viewerIsSuperadmin || !user.isSuperadmin}
          onBan={onBan}
          canBan={canBanUser(user, viewerId)}
        />
      ),
    },
  ];
}
