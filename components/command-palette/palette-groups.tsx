"use client";

// The palette's groups; each item's `value` is unique per kind, since the
// palette filters itself (cmdk's own filter would hide server results).
import * as React from "react";
import { Ban, Clock, Loader2, ToggleLeft, ToggleRight, UserCheck, UserRound } from "lucide-react";
import type { PaletteScreen } from "@/components/command-palette/palette-screens";
import type { PaletteUser } from "@/components/command-palette/use-palette-users";
import type { ShownRecent } from "@/components/command-palette/use-recent-items";
import { CommandGroup, CommandItem, CommandShortcut, CommandStatus } from "@/components/ui/command";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";
import { banConfirmText } from "@/lib/users/confirm-text";
import { canBanUser } from "@/lib/users/display";

export function RecentGroup({
  recent,
  onOpen,
}: {
  recent: readonly ShownRecent[];
  onOpen: (entry: ShownRecent) => void;
}) {
  if (recent.length === 0) return null;
  return (
    <CommandGroup heading="Recent">
      {recent.map((entry) => {
        const { item, screen } = entry;
        const Icon = screen?.icon ?? (item.kind === "user" ? UserRound : Clock);
        return (
          <CommandItem
            key={`${item.kind}:${item.kind === "user" ? item.id : item.href}`}
            value={`recent:${item.kind}:${item.kind === "user" ? item.id : item.href}`}
            onSelect={() => onOpen(entry)}
          >
            <Icon aria-hidden />
            <span className="min-w-0 truncate">{item.title}</span>{" "}
            <CommandShortcut className="min-w-0 truncate tracking-normal">
              {item.kind === "user" ? item.detail : "Screen"}
            </CommandShortcut>
          </CommandItem>
        );
      })}
    </CommandGroup>
  );
}

export function ScreensGroup({
  screens,
  onOpen,
}: {
  screens: readonly PaletteScreen[];
  onOpen: (screen: PaletteScreen) => void;
}) {
  if (screens.length === 0) return null;
  return (
    <CommandGroup heading="Screens">
      {screens.map((screen) => (
        <CommandItem key={screen.href} value={`screen:${screen.href}`} onSelect={() => onOpen(screen)}>
          <screen.icon aria-hidden />
          <span>{screen.title}</span> <CommandShortcut className="tracking-normal">{screen.group}</CommandShortcut>
        </CommandItem>
      ))}
    </CommandGroup>
  );
}

/**
 * Each user found, to open, then what can be done to them from here: Ban User or Unban User, which asks the same
 * confirmation as the user's page (ban-user-dialog.tsx). Offered as on the users list's row menu (canBanUser): not on
 * a superadmin, not on the signed-in admin's own row; `onBan` undefined: the admin's role may not ban.
 */
export function UsersGroup({
  users,
  viewerId,
  onOpen,
  onBan,
}: {
  users: readonly PaletteUser[];
  viewerId: string;
  onOpen: (user: PaletteUser) => void;
  onBan?: (user: PaletteUser) => void;
}) {
  if (users.length === 0) return null;
  return (
    <CommandGroup heading="Users">
      {users.map((user) => (
        <React.Fragment key={user.id}>
          <CommandItem value={`user:${user.id}`} onSelect={() => onOpen(user)}>
            <UserRound aria-hidden />
            <span className="min-w-0 truncate">{user.name}</span>{" "}
            <span className="text-muted-foreground min-w-0 truncate text-xs">{user.handle}</span>{" "}
            {/* On a phone the row keeps name and handle; the email would squeeze both to nothing. */}
            {user.detail && user.detail !== user.handle ? (
              <CommandShortcut className="hidden min-w-0 truncate tracking-normal sm:inline">
                {user.detail}
              </CommandShortcut>
            ) : null}
          </CommandItem>
          {onBan && canBanUser(user.user, viewerId) ? (
            <CommandItem value={`ban:${user.id}`} className="pl-8" onSelect={() => onBan(user)}>
              {user.user.isBanned ? <UserCheck aria-hidden /> : <Ban aria-hidden />}
              <span className="min-w-0 truncate">
                {banConfirmText(user.user).label}: {user.name}
              </span>
            </CommandItem>
          ) : null}
        </React.Fragment>
      ))}
    </CommandGroup>
  );
}

/**
 * Outside the listbox (a status row is not an option): the user search's
 * progress or failure. Always mounted, so screen readers hear it change.
 */
export function UserSearchStatus({ searching, failed }: { searching: boolean; failed: boolean }) {
  return (
    <CommandStatus className={failed ? "text-destructive border-t" : searching ? "border-t" : "sr-only"}>
      {failed ? (
        "Could not search users. Type again to retry."
      ) : searching ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden /> Searching users…
        </>
      ) : null}
    </CommandStatus>
  );
}

type TogglesGroupProps = {
  toggles: readonly FeatureToggle[];
  pendingKey: string | undefined;
  onToggle: (toggle: FeatureToggle) => void;
};

export function TogglesGroup({ toggles, pendingKey, onToggle }: TogglesGroupProps) {
  if (toggles.length === 0) return null;
  return (
    <CommandGroup heading="Feature toggles">
      {toggles.map((toggle) => (
        <CommandItem
          key={toggle.featureKey}
          value={`toggle:${toggle.featureKey}`}
          disabled={pendingKey === toggle.featureKey}
          onSelect={() => onToggle(toggle)}
        >
          {toggle.isEnabled ? <ToggleRight aria-hidden /> : <ToggleLeft aria-hidden />}
          <span>
            {toggle.isEnabled ? "Disable" : "Enable"} {toggle.featureName}
          </span>{" "}
          <CommandShortcut className="tracking-normal">{toggle.isEnabled ? "Enabled" : "Disabled"}</CommandShortcut>
        </CommandItem>
      ))}
    </CommandGroup>
  );
}
