"use client";

// The command palette itself (docs/decisions/command-palette.md), loaded on first open by
// command-palette-trigger.tsx: jump to a screen, find a user on the server
// (and ban or unban them), reopen a recent item, turn a feature on or off.
import * as React from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { useUpdateFeatureToggle } from "@/components/admin-tools/use-update-feature-toggle";
import {
  RecentGroup,
  ScreensGroup,
  TogglesGroup,
  UserSearchStatus,
  UsersGroup,
} from "@/components/command-palette/palette-groups";
import { screenSearchFields, visibleScreens, type PaletteScreen } from "@/components/command-palette/palette-screens";
import { usePaletteUsers, type PaletteUser } from "@/components/command-palette/use-palette-users";
import { useRecentItems, type ShownRecent } from "@/components/command-palette/use-recent-items";
import { CommandDialog, CommandEmpty, CommandInput, CommandList } from "@/components/ui/command";
import { BanUserDialog, type BanTarget } from "@/components/users/ban-user-dialog";
import { usePermissions } from "@/hooks/use-permissions";
import { matchesQuery } from "@/lib/command-palette/palette-search";
import { rememberRecent, type RecentItem } from "@/lib/command-palette/recent-items";
import { browserStorage } from "@/lib/command-palette/recent-keys";
import { ADMIN_TOOLS_KEY } from "@/lib/feature-toggles/keys";
import { featureTogglesKeys } from "@/lib/feature-toggles/query-keys";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";
import { sortByPresetOrder } from "@/lib/feature-toggles/visibility";

export type CommandPaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  adminId: string;
  /** Where focus was when the palette opened; it goes back there on close. */
  returnFocusRef: React.RefObject<HTMLElement | null>;
};

type Actions = {
  open: (href: string, recent: RecentItem) => void;
  toggle: (toggle: FeatureToggle) => void;
  pendingToggle?: string;
  ban: (user: BanTarget) => void;
};

export function CommandPalette({ open, onOpenChange, adminId, returnFocusRef }: CommandPaletteProps) {
  const router = useRouter();
  // Counts openings: the body below is keyed by it, because a palette opened again while
  // the last one is still fading out keeps its content mounted (and its recent items stale).
  const [openings, setOpenings] = React.useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  // Here, not in the dialog's content: the change and its toast outlive the closed dialog.
  const update = useUpdateFeatureToggle();
  // The user being banned or unbanned: its confirmation replaces the palette, which closes.
  const [ban, setBan] = React.useState<{ open: boolean; user: BanTarget | null }>({ open: false, user: null });
  const actions: Actions = {
    open: (href, recent) => {
      rememberRecent(browserStorage(), adminId, recent);
      onOpenChange(false);
      router.push(href);
    },
    toggle: (toggle) => {
      onOpenChange(false);
      update.mutate({ featureKey: toggle.featureKey, isEnabled: !toggle.isEnabled });
    },
    pendingToggle: update.isPending ? update.variables?.featureKey : undefined,
    ban: (user) => {
      onOpenChange(false);
      setBan({ open: true, user });
    },
  };

  return (
    <>
      <CommandDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Command palette"
        description="Jump to a screen, find a user by name, email, handle or ID (and ban or unban them), or turn a feature on or off."
        label="Search screens, users and feature toggles"
        shouldFilter={false}
        onCloseAutoFocus={(event) => {
          // Radix would focus a trigger the palette does not have; go back to where the admin was.
          event.preventDefault();
          const previous = returnFocusRef.current;
          if (previous?.isConnected) previous.focus({ preventScroll: true });
        }}
      >
        {/* Mounted per opening: each one starts with an empty search and re-checks the recent items. */}
        <PaletteBody key={openings} adminId={adminId} actions={actions} />
      </CommandDialog>
      <BanUserDialog {...ban} onOpenChange={(open) => setBan((current) => ({ ...current, open }))} />
    </>
  );
}

/** Offers only what the admin's role allows: screens they may see, users if they may see them, bans, switches. */
function PaletteBody({ adminId, actions }: { adminId: string; actions: Actions }) {
  const [query, setQuery] = React.useState("");
  const { can } = usePermissions();
  const { data: toggles = [] } = useQuery<FeatureToggle[]>({ queryKey: featureTogglesKeys.all });
  const allScreens = visibleScreens(toggles, can);
  const recent = useRecentItems(adminId, allScreens, { showUsers: can("users.read") });
  const screens = allScreens.filter((screen) => matchesQuery(query, screenSearchFields(screen)));
  // Admin Tools stays on whatever its toggle says (SPEC §6), so it is not offered, as on its own screen.
  const switchable = can("features.update") ? toggles.filter((toggle) => toggle.featureKey !== ADMIN_TOOLS_KEY) : [];
  const shownToggles = sortByPresetOrder(switchable).filter((toggle) =>
    matchesQuery(query, [
      toggle.featureName,
      toggle.featureKey,
      toggle.isEnabled ? "disable turn off" : "enable turn on",
      "feature toggle",
    ]),
  );
  const { active, users, searching, failed } = usePaletteUsers(query, can("users.read"));

  const openScreen = (screen: PaletteScreen) =>
    actions.open(screen.href, { kind: "screen", href: screen.href, title: screen.title });
  const openUser = (user: PaletteUser) =>
    actions.open(`/users/${encodeURIComponent(user.id)}`, {
      kind: "user",
      id: user.id,
      title: user.name,
      detail: user.detail,
    });
  const openRecent = ({ item }: ShownRecent) =>
    actions.open(item.kind === "user" ? `/users/${encodeURIComponent(item.id)}` : item.href, item);

  return (
    <>
      {/* autoFocus: a palette reopened while the last one fades out keeps its content, so Radix does not focus it again. */}
      <CommandInput
        autoFocus
        placeholder="Search screens, users, feature toggles…"
        value={query}
        onValueChange={setQuery}
      />
      <CommandList className="max-h-[min(400px,60vh)]">
        {/* cmdk shows this only when no option is rendered; not while a user search may still bring some, nor when it failed. */}
        {searching || failed ? null : <CommandEmpty>No results</CommandEmpty>}
        {query.trim() === "" ? <RecentGroup recent={recent} onOpen={openRecent} /> : null}
        <ScreensGroup screens={screens} onOpen={openScreen} />
        {active ? (
          <UsersGroup
            users={users}
            viewerId={adminId}
            onOpen={openUser}
            onBan={can("users.ban") ? (user) => actions.ban(user.user) : undefined}
          />
        ) : null}
        <TogglesGroup toggles={shownToggles} pendingKey={actions.pendingToggle} onToggle={actions.toggle} />
      </CommandList>
      <UserSearchStatus searching={searching && users.length === 0} failed={failed} />
    </>
  );
}
