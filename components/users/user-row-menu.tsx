"use client";

// The real menu behind a users row's "…" button, fetched after the page has hydrated.
import Link from "next/link";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { RowMenuButton } from "@/components/users/row-menu-button";
import { usePermissions } from "@/hooks/use-permissions";
import { banConfirmText } from "@/lib/users/confirm-text";
import type { UserRow } from "@/lib/users/schema";
import { userDetailsPath } from "@/lib/users/display";

export type UserRowMenuProps = {
  user: UserRow;
  label: string;
  onChangeId: (user: UserRow) => void;
  canChangeId: boolean;
  /** Opens the Ban User / Unban User confirmation (ban-user-dialog.tsx). */
  onBan: (user: UserRow) => void;
  /** Not a superadmin, not the viewer: the server refuses both, so the item is disabled. */
  canBan: boolean;
  defaultOpen: boolean;
};

/** Items the admin's role does not allow are left out; those it allows but the row does not are disabled. */
export function UserRowMenu({ user, label, onChangeId, canChangeId, onBan, canBan, defaultOpen }: UserRowMenuProps) {
  const { can } = usePermissions();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <RowMenuButton aria-label={label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          {/* Not prefetched: opening a menu should not cost a server render, and a click during
              a prefetch still in flight can leave Next's router with nothing to show (next.js#98684). */}
          <Link href={userDetailsPath(user.id)} prefetch={false}>
            View Details
          </Link>
        </DropdownMenuItem>
        {can("users.change_id") && (
          <DropdownMenuItem disabled={!canChangeId} onSelect={() => onChangeId(user)}>
            Change User ID
          </DropdownMenuItem>
        )}
        {can("users.ban") && (
          <DropdownMenuItem disabled={!canBan} onSelect={() => onBan(user)}>
            {banConfirmText(user).label}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
