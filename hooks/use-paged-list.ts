"use client";

import * as React from "react";
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { queryString, useUrlQuery, type UrlQueryOptions } from "@/hooks/use-url-query";
import { fetchPage } from "@/lib/api-client/pages";
import type { ListSort, SortValue } from "@/lib/api/list-sort";
import type { Page, PageCursor } from "@/lib/api/page";
import type { ViewList } from "@/lib/views/list-keys";
import { PLAIN_VIEW, type ListView } from "@/lib/views/list-view";

type ListQuery = Record<string, unknown> & { after?: string; before?: string };
type TextValues = Record<string, string>;

const TYPING_DELAY_MS = 300;

/** What a list's toolbar reads and changes (usePagedList): the search box and the other filters. */
export type ListFilters<F> = {
  query: F;
  setFilter: (change: Partial<F>) => void;
  searchInput: string;
  setSearchInput: (value: string) => void;
};

/**
 * What a list page's server component hands its screen (lib/views/open-list.ts): the page it
 * rendered, the query it parsed or the saved view it opened, the schema's defaults, the columns.
 */
export type InitialList<Q extends ListQuery, T> = {
  initialPage: Page<T>;
  initialQuery: Q;
  defaults: Q;
  initialView: ListView;
  viewList: ViewList;
};

/** A saved view as a list applies it: its id, and the query and columns it holds. */
export type AppliedView = { id: string; name: string; state: { query: Record<string, unknown>; columns?: string[] } };

/** A list's saved view and columns: the view it shows, and the changes the Views and Columns menus make. */
export type ListViews = {
  list: ViewList;
  current: ListView;
  setColumns: (columns: string[] | null) => void;
  apply: (view: AppliedView) => void;
  reset: () => void;
};

/** A change of the query or columns leaves the saved view it came from (the plain list stays plain). */
const leaveView = (view: ListView): ListView["viewId"] => (view.viewId === PLAIN_VIEW ? PLAIN_VIEW : null);

type PagedListOptions<Q extends ListQuery, T> = UrlQueryOptions<Q> & {
  viewList: ViewList;
  /** The query key, which doubles as the URL (lib/api-client/request.ts queryKeyToUrl). */
  queryKey: (query: Q) => QueryKey;
  /** What the server component rendered, for the query it rendered (initialQuery). */
  initialPage: Page<T>;
  /** Filters typed into boxes, applied once typing pauses; "search" when the schema has one. */
  textFilters?: readonly string[];
};

function textValues(query: ListQuery, keys: readonly string[]): TextValues {
  return Object.fromEntries(keys.map((key) => [key, String(query[key] ?? "")]));
}

const sameText = (a: TextValues, b: TextValues) => Object.keys(a).every((key) => a[key] === b[key]);

/**
 * Text boxes for a list's text filters: what is typed shows at once and
 * reaches the query once typing pauses. A change of the URL from outside
 * (back, forward, a link) that is not what we wrote replaces what the boxes show.
 */
function useTextFilters(query: ListQuery, keys: readonly string[], apply: (values: TextValues) => void) {
  const fromQuery = textValues(query, keys);
  const [inputs, setInputs] = React.useState(fromQuery);
  const [written, setWritten] = React.useState(fromQuery);
  if (!sameText(fromQuery, written)) {
    setWritten(fromQuery);
    setInputs(fromQuery);
  }
  const latest = React.useRef({ inputs, apply });
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => {
    latest.current = { inputs, apply };
  });
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const setInput = React.useCallback((key: string, value: string) => {
    const next = { ...latest.current.inputs, [key]: value };
    latest.current.inputs = next;
    setInputs(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWritten(next);
      latest.current.apply(next);
    }, TYPING_DELAY_MS);
  }, []);
  return { inputs, setInput };
}

/**
 * Every list screen's state: filters and cursor in the URL, debounced text
 * filters, a new filter starting again from the first page, and the
 * server-rendered page as the first answer.
 */
export function usePagedList<Q extends ListQuery, T>({
  loadSchema,
  defaults: schemaDefaults,
  queryKey,
  initialPage,
  initialQuery,
  initialView,
  viewList,
  textFilters,
}: PagedListOptions<Q, T>) {
  type Query = Q;
  const { query, view, setQuery, defaults } = useUrlQuery({
    loadSchema,
    initialQuery,
    defaults: schemaDefaults,
    initialView,
  });
  const setFilter = React.useCallback(
    (change: Partial<Query>) =>
      setQuery(
        { ...query, ...change, after: undefined, before: undefined },
        { viewId: leaveView(view), columns: view.columns },
      ),
    [query, view, setQuery],
  );
  const text = useTextFilters(query, textFilters ?? ("search" in defaults ? ["search"] : []), (values) =>
    setFilter(values as Partial<Query>),
  );

  const isInitial = queryString(query, defaults) === queryString(initialQuery, defaults);
  const list = useQuery({
    queryKey: queryKey(query),
    queryFn: ({ queryKey: key, signal }) => fetchPage<T>(key, signal),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });
  // Deleting the last rows of a later page leaves it empty: show the first page instead.
  const emptyLaterPage = !list.isFetching && list.data?.items.length === 0 && Boolean(query.after || query.before);
  React.useEffect(() => {
    if (emptyLaterPage) setQuery({ ...query, after: undefined, before: undefined }, view);
  }, [emptyLaterPage, query, view, setQuery]);
  // What the selection belongs to: the filters, not the page.
  const filterKey = JSON.stringify({ ...query, after: undefined, before: undefined });

  return {
    ...list,
    query,
    setFilter,
    /** How the list is sorted (a list whose query has a `sort`), for its table's headers. */
    sort:
      typeof query.sort === "string"
        ? ({
            value: query.sort as SortValue,
            onChange: (sort: SortValue) => setFilter({ sort } as unknown as Partial<Query>),
          } satisfies ListSort)
        : undefined,
    setCursor: (cursor: PageCursor) => setQuery({ ...query, after: cursor.after, before: cursor.before }, view),
    views: {
      list: viewList,
      current: view,
      setColumns: (columns: string[] | null) => setQuery(query, { viewId: leaveView(view), columns }),
      apply: ({ id, name, state }: AppliedView) =>
        setQuery({ ...defaults, ...state.query } as Query, { viewId: id, columns: state.columns ?? null, name }),
      reset: () => setQuery(defaults, { viewId: PLAIN_VIEW, columns: null }),
    } satisfies ListViews,
    textInputs: text.inputs,
    setTextInput: text.setInput,
    searchInput: text.inputs.search ?? "",
    setSearchInput: (value: string) => text.setInput("search", value),
    filterKey,
    /** Dimmed while a new page or filter loads over the previous answer. */
    isRefreshing: list.isFetching && !list.isPending,
  };
}
