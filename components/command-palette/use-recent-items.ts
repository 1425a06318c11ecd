"use client";

// Recent items as the palette shows them: read when it opens, each user
// looked up again (a deleted user, or an old id after "Change User ID", is
// forgotten), a screen that no longer exists forgotten, a hidden one left out,
// and users left out (not looked up) for an admin who may not see users.
import * as React from "react";
import { useQueries } from "@tanstack/react-query";
import { KNOWN_SCREEN_HREFS, type PaletteScreen } from "@/components/command-palette/palette-screens";
import { recentUser } from "@/components/command-palette/recent-user";
import { HttpError } from "@/lib/api-client/errors";
import { forgetRecent, loadRecent, recentItemId, type RecentItem } from "@/lib/command-palette/recent-items";
import { browserStorage } from "@/lib/command-palette/recent-keys";
import type { UserRow } from "@/lib/users/schema";
import { usersKeys } from "@/lib/users/query-keys";

export type ShownRecent = { item: RecentItem; screen?: PaletteScreen };

export function useRecentItems(
  adminId: string,
  screens: readonly PaletteScreen[],
  { showUsers }: { showUsers: boolean },
): ShownRecent[] {
  const [stored] = React.useState<RecentItem[]>(() => loadRecent(browserStorage(), adminId));
  const userIds = showUsers ? stored.flatMap((item) => (item.kind === "user" ? [item.id] : [])) : [];
  const lookups = useQueries({
    // staleTime 0: checked afresh each time the palette opens.
    queries: userIds.map((id) => ({ queryKey: usersKeys.detail(id), staleTime: 0 })),
  });

  const gone = new Set<string>();
  for (const item of stored)
    if (item.kind === "screen" && !KNOWN_SCREEN_HREFS.has(item.href)) gone.add(recentItemId(item));
  const fresh = new Map<string, UserRow>();
  userIds.forEach((id, index) => {
    const lookup = lookups[index];
    if (!lookup) return;
    if (lookup.error instanceof HttpError && lookup.error.status === 404) gone.add(`user:${id}`);
    else if (lookup.data) fresh.set(id, lookup.data as UserRow);
  });
  const goneKey = [...gone].sort().join("\n");

  // Stored items are forgotten for good; this opening already leaves them out below.
  React.useEffect(() => {
    if (goneKey) forgetRecent(browserStorage(), adminId, new Set(goneKey.split("\n")));
  }, [adminId, goneKey]);

  return stored.flatMap((item): ShownRecent[] => {
    if (gone.has(recentItemId(item))) return [];
    if (item.kind === "user") {
      if (!showUsers) return [];
      const user = fresh.get(item.id);
      // The name as it is now, not as it was when stored.
      return [{ item: user ? recentUser(user) : item }];
    }
    const screen = screens.find((candidate) => candidate.href === item.href);
    return screen ? [{ item, screen }] : [];
  });
}
