import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

// SPEC §9: no retries, no refetch on focus or interval, data never stale.
export function makeQueryClient() {
  return new QueryClient({
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
