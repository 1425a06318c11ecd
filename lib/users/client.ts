// Browser-side reads of the users API that need more than the JSON body.
import { HttpError, queryKeyToUrl } from "@/lib/api-client";
import { parseLinkHeader } from "@/lib/api/pagination";
import type { UserFilter } from "@/lib/users/schema";
import { usersKeys } from "@/lib/users/query-keys";

/** A user as JSON delivers it: dates are strings. */
export type UserRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  handle: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  isSuperadmin: boolean;
  isBanned: boolean;
  createdAt: string;
  lastActiveAt?: string | null;
};

export type UserPageData = { users: UserRow[]; total: number; totalExact: boolean; nextCursor: string | null; prevCursor: string | null };

function cursorOf(link: string | undefined, name: "after" | "before"): string | null {
  return link ? new URL(link, "http://panel.local").searchParams.get(name) : null;
}

export async function fetchUserPage(filter: UserFilter & { after?: string; before?: string; limit?: number }, signal?: AbortSignal): Promise<UserPageData> {
  const response = await fetch(queryKeyToUrl(usersKeys.list(filter)), { credentials: "include", signal });
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  const links = parseLinkHeader(response.headers.get("link"));
  return {
    users: (await response.json()) as UserRow[],
    total: Number(response.headers.get("x-total-count") ?? 0),
    totalExact: response.headers.get("x-total-count-exact") !== "false",
    nextCursor: cursorOf(links.next, "after"),
    prevCursor: cursorOf(links.prev, "before"),
  };
}
