"use client";

import * as React from "react";
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import type { PageCursor } from "@/components/ui/cursor-pager";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { queryString, useUrlQuery } from "@/hooks/use-url-query";
import { fetchPage } from "@/lib/api-client";
import type { Page } from "@/lib/api/page";

type ListQuery = Record<string, unknown> & { search?: string; after?: string; before?: string };

type PagedListOptions<S extends z.ZodType<ListQuery>, T> = {
  /** The list's query schema (filters + keysetQuerySchema), the one the API route parses. */
  schema: S;
  /** The query key, which doubles as the URL (lib/api-client.ts queryKeyToUrl). */
  queryKey: (query: z.output<S>) => QueryKey;
  /** What the server component rendered, for the query it rendered. */
  initialPage: Page<T>;
  initialQuery: z.output<S>;
};

/**
 * Every list screen's state: filters and cursor in the URL, a debounced
 * search box, a new filter starting again from the first page, and the
 * server-rendered page as the first answer.
 */
export function usePagedList<S extends z.ZodType<ListQuery>, T>({ schema, queryKey, initialPage, initialQuery }: PagedListOptions<S, T>) {
  type Query = z.output<S>;
  const { query, setQuery, defaults } = useUrlQuery(schema);
  const [searchInput, setSearchInput] = React.useState(query.search ?? "");
  const debouncedSearch = useDebouncedValue(searchInput, 300);

  const setFilter = React.useCallback(
    (change: Partial<Query>) => setQuery({ ...query, ...change, after: undefined, before: undefined }),
    [query, setQuery],
  );
  React.useEffect(() => {
    if ("search" in defaults && debouncedSearch !== query.search) setFilter({ search: debouncedSearch } as Partial<Query>);
  }, [debouncedSearch, defaults, query.search, setFilter]);

  const isInitial = queryString(query, defaults) === queryString(initialQuery, defaults);
  const list = useQuery({
    queryKey: queryKey(query),
    queryFn: ({ queryKey: key, signal }) => fetchPage<T>(key, signal),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });
  // What the selection belongs to: the filters, not the page.
  const filterKey = JSON.stringify({ ...query, after: undefined, before: undefined });

  return {
    ...list,
    query,
    setFilter,
    setCursor: (cursor: PageCursor) => setQuery({ ...query, after: cursor.after, before: cursor.before }),
    searchInput,
    setSearchInput,
    filterKey,
    /** Dimmed while a new page or filter loads over the previous answer. */
    isRefreshing: list.isFetching && !list.isPending,
  };
}
