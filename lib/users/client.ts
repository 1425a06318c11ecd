// Browser-side reads of the users API that need more than the JSON body.
import { fetchPage } from "@/lib/api-client";
import type { Page } from "@/lib/api/page";
import type { Json } from "@/lib/serialize";
import type { UserRecord } from "@/lib/users/user-fields";
import type { UserFilter } from "@/lib/users/schema";
import { usersKeys } from "@/lib/users/query-keys";

/** A user as JSON delivers it. */
export type UserRow = Json<UserRecord>;

export function fetchUserPage(
  filter: UserFilter & { after?: string; before?: string; limit?: number },
  signal?: AbortSignal,
): Promise<Page<UserRow>> {
  return fetchPage<UserRow>(usersKeys.list(filter), signal);
}
