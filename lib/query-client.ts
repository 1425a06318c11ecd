import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client/request";
import { noteDatabaseReachable, noticeDatabaseUnavailable } from "@/lib/api-client/database-outage-notice";

// SPEC §9: no retries, no refetch on focus or interval, data never stale.
export function makeQueryClient() {
  // Any read or change that fails for a database outage shows the outage's one notice; any success ends it.
  const outage = { onError: (error: Error) => void noticeDatabaseUnavailable(error), onSuccess: noteDatabaseReachable };
  return new QueryClient({
    queryCache: new QueryCache(outage),
    mutationCache: new MutationCache(outage),
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
}
