// Browser-side reads of the users API that need more than the JSON body.
import { fetchPage } from "@/lib/api-client";
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

export async function fetchUserPage(filter: UserFilter & { after?: string; before?: string; limit?: number }, signal?: AbortSignal): Promise<UserPageData> {
  const { items, ...page } = await fetchPage<UserRow>(usersKeys.list(filter), signal);
  return { users: items, ...page };
}
