import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client/request";
import { noteDatabaseReachable, noticeDatabaseUnavailable } from "@/lib/api-client/database-outage-notice";
import { HttpError } from "@/lib/api-client/errors";
import { PERMISSION_DENIED } from "@/lib/api/error-codes";
import { authKeys } from "@/lib/auth/query-keys";

// SPEC §9: no retries, no refetch on focus or interval, data never stale.
export function makeQueryClient() {
  // Any read or change that fails for a database outage shows the outage's one notice; any success ends it. A refusal
  // for want of permission means the admin's role changed since the page loaded: fetching the admin again makes every
  // screen show only what the role allows now (docs/decisions/screens.md).
  const handlers = {
    onError: (error: Error) => {
      void noticeDatabaseUnavailable(error);
      if (error instanceof HttpError && error.code === PERMISSION_DENIED) {
        void client.invalidateQueries({ queryKey: authKeys.user });
      }
    },
    onSuccess: noteDatabaseReachable,
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache(handlers),
    mutationCache: new MutationCache(handlers),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
