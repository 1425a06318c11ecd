"use client";

// The palette's user search: the users list API (name, email, handle, id),
// debounced, a handful of rows, and a superseded request aborted (TanStack
// Query cancels a fetch whose query loses its last observer; fetchPage passes the signal on).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { userPicker } from "@/components/form/pickers";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { fetchPage } from "@/lib/api-client/pages";
import { userSearchTerm } from "@/lib/command-palette/palette-search";
import type { UserRow } from "@/lib/users/schema";
import { userShortHandle } from "@/lib/users/display";
import { usersKeys } from "@/lib/users/query-keys";

export const PALETTE_USER_RESULTS = 6;
const TYPING_DELAY_MS = 200;

/** `user`: the row itself, for the actions offered on it (Ban User / Unban User). */
export type PaletteUser = { id: string; name: string; handle: string; detail?: string; user: UserRow };

/** `allowed`: the admin may see users; otherwise nothing is searched and no group is shown. */
export function usePaletteUsers(query: string, allowed: boolean) {
  const typed = allowed ? userSearchTerm(query) : "";
  const term = useDebouncedValue(typed, TYPING_DELAY_MS);
  const enabled = typed !== "" && term !== "";
  const { data, isFetching, isError, isPlaceholderData } = useQuery({
    queryKey: usersKeys.list({ search: term, role: "all", status: "all", limit: PALETTE_USER_RESULTS }),
    queryFn: ({ queryKey, signal }) => fetchPage<UserRow>(queryKey, signal),
    enabled,
    // The previous answer stays while the next one loads: rows that vanish and return flicker.
    placeholderData: keepPreviousData,
  });
  const users: PaletteUser[] = enabled
    ? (data?.items ?? []).map((user) => ({ ...userPicker.toOption(user), handle: userShortHandle(user), user }))
    : [];
  return {
    /** Something to search for has been typed. */
    active: typed !== "",
    users,
    // Typing ahead of the debounce counts as searching: "No results" must not flash before the request.
    searching: typed !== "" && (typed !== term || isFetching || isPlaceholderData),
    failed: enabled && isError && !isFetching,
  };
}
