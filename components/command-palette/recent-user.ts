"use client";

// A user as the palette's Recent list keeps it; also written by the user
// details screen, so a user visited any way shows up in Recent.
import * as React from "react";
import { rememberRecent, type RecentItem } from "@/lib/command-palette/recent-items";
import { browserStorage } from "@/lib/command-palette/recent-keys";
import { userDisplayName, userShortHandle } from "@/lib/users/display";

type NamedUser = {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  handle?: string | null;
};

export function recentUser(user: NamedUser): RecentItem {
  return { kind: "user", id: user.id, title: userDisplayName(user), detail: user.email || userShortHandle(user) };
}

/** Records the visit once the screen shows the user (again when the name or id changes). */
export function useRememberUserVisit(adminId: string, user: NamedUser) {
  const item = recentUser(user);
  const title = item.title;
  const detail = item.kind === "user" ? item.detail : undefined;
  React.useEffect(() => {
    rememberRecent(browserStorage(), adminId, { kind: "user", id: user.id, title, detail });
  }, [adminId, user.id, title, detail]);
}
