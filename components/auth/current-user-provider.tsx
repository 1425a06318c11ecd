"use client";

import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@/hooks/use-permissions";
import { authKeys } from "@/lib/auth/query-keys";

/**
 * Puts the session's admin in the current-user query before anything below renders, so the sidebar, the palette
 * and every screen know on their first render what the admin may do: no fetch, no buttons that appear and vanish.
 * A refused call for want of permission fetches the admin again (lib/query-client.ts); a refreshed layout brings
 * the admin as the server reads them now.
 */
export function CurrentUserProvider({ user, children }: React.PropsWithChildren<{ user: CurrentUser }>) {
  const queryClient = useQueryClient();
  React.useState(() => queryClient.setQueryData(authKeys.user, user));
  React.useEffect(() => {
    queryClient.setQueryData(authKeys.user, user);
  }, [queryClient, user]);
  return children;
}
