"use client";

import * as React from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { CursorPager } from "@/components/ui/cursor-pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ChangeUserIdDialog } from "@/components/users/change-user-id-dialog";
import { CreateUserDialog } from "@/components/users/create-user-dialog";
import { UsersFilters } from "@/components/users/users-filters";
import { UsersTable } from "@/components/users/users-table";
import { useBulkDeleteUsers } from "@/components/users/use-user-mutations";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import type { Page } from "@/lib/api/page";
import { fetchUserPage, type UserRow } from "@/lib/users/client";
import { USERS_TEXT } from "@/lib/users/messages";
import { usersKeys } from "@/lib/users/query-keys";
import { userFilterSchema, type UserFilter } from "@/lib/users/schema";

type PageQuery = UserFilter & { after?: string; before?: string };

/** The URL is the state: a filtered, paged view can be shared and reloaded. */
function queryFromParams(params: URLSearchParams): PageQuery {
  const parsed = userFilterSchema.safeParse(Object.fromEntries(params));
  const filter = parsed.success ? parsed.data : userFilterSchema.parse({});
  return { ...filter, after: params.get("after") ?? undefined, before: params.get("before") ?? undefined };
}

function paramsFromQuery(query: PageQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.role !== "all") params.set("role", query.role);
  if (query.status !== "all") params.set("status", query.status);
  if (query.after) params.set("after", query.after);
  if (query.before) params.set("before", query.before);
  return params.toString();
}

/**
 * Filters live in React state, mirrored into the URL with history.replaceState
 * (Next keeps useSearchParams in step; the list is fetched on the client, so
 * no server round trip is needed). The URL reports each write a little later,
 * so the URLs we wrote and have not seen land yet are remembered: seeing one
 * of them is our own echo, while any other URL is a change from outside
 * (back, a link) that the filters follow. Treating an intermediate echo as
 * outside once reset a filter clicked while a search was still being typed.
 */
function useUrlQuery() {
  const pathname = usePathname();
  const url = useSearchParams().toString();
  const [state, setState] = React.useState(() => ({ query: queryFromParams(new URLSearchParams(url)), seenUrl: url, written: [] as string[] }));
  if (url !== state.seenUrl) {
    const echo = state.written.indexOf(url);
    setState(
      echo >= 0
        ? { query: state.query, seenUrl: url, written: state.written.slice(echo + 1) }
        : { query: queryFromParams(new URLSearchParams(url)), seenUrl: url, written: [] },
    );
  }
  const setQuery = React.useCallback(
    (next: PageQuery) => {
      const search = paramsFromQuery(next);
      setState((current) => ({ ...current, query: next, written: [...current.written, search].slice(-20) }));
      window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
    },
    [pathname],
  );
  return [state.query, setQuery] as const;
}

function useSelection(users: { id: string }[] | undefined, resetKey: string) {
  const [selected, setSelected] = React.useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = React.useState(false);
  const [lastKey, setLastKey] = React.useState(resetKey);
  if (lastKey !== resetKey) {
    // New filters, new selection: never delete what is no longer on screen.
    setLastKey(resetKey);
    setSelected(new Set());
    setAllMatching(false);
  }
  const pageIds = users?.map((user) => user.id) ?? [];
  const selectedOnPage = pageIds.filter((id) => allMatching || selected.has(id)).length;
  return {
    selected,
    allMatching,
    isSelected: (id: string) => allMatching || selected.has(id),
    toggle: (id: string, on: boolean) => {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    togglePage: (on: boolean) => {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        for (const id of pageIds) if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    selectAllMatching: () => setAllMatching(true),
    clear: () => {
      setSelected(new Set());
      setAllMatching(false);
    },
    pageState: (selectedOnPage === 0 ? false : selectedOnPage === pageIds.length ? true : "indeterminate") as boolean | "indeterminate",
    pageFullySelected: pageIds.length > 0 && selectedOnPage === pageIds.length,
  };
}

type UsersScreenProps = { initialPage: Page<UserRow>; initialQuery: PageQuery; viewerIsSuperadmin: boolean };

export function UsersScreen({ initialPage, initialQuery, viewerIsSuperadmin }: UsersScreenProps) {
  const [query, setQuery] = useUrlQuery();
  const [searchInput, setSearchInput] = React.useState(query.search);
  const debouncedSearch = useDebouncedValue(searchInput, 300);
  const [changeIdFor, setChangeIdFor] = React.useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const bulkDelete = useBulkDeleteUsers();

  React.useEffect(() => {
    if (debouncedSearch !== query.search) setQuery({ ...query, search: debouncedSearch, after: undefined, before: undefined });
  }, [debouncedSearch, query, setQuery]);

  const isInitial = paramsFromQuery(query) === paramsFromQuery(initialQuery);
  const { data, isPending, isFetching, isError } = useQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => fetchUserPage(query, signal),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });
  const filterKey = JSON.stringify([query.search, query.role, query.status]);
  const selection = useSelection(data?.items, filterKey);
  const selectedCount = selection.allMatching ? (data?.total ?? 0) : selection.selected.size;

  const setFilter = (change: Partial<UserFilter>) => setQuery({ ...query, ...change, after: undefined, before: undefined });

  function confirmBulkDelete() {
    const input = selection.allMatching
      ? { filter: { search: query.search, role: query.role, status: query.status }, expectedCount: data?.total }
      : { userIds: [...selection.selected] };
    // SPEC §4: the dialog closes after success or failure.
    bulkDelete.mutate(input, {
      onSettled: () => setConfirmOpen(false),
      onSuccess: () => selection.clear(),
    });
  }

  return (
    <>
      <PageHeader
        title={USERS_TEXT.title}
        subtitle={USERS_TEXT.subtitle}
        actions={
          <>
            {selectedCount > 0 ? (
              <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
                <Trash2 aria-hidden />
                Delete Selected ({selectedCount})
              </Button>
            ) : null}
            <CreateUserDialog />
          </>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>{USERS_TEXT.allUsers}</CardTitle>
          <CardDescription aria-live="polite">
            {isPending ? USERS_TEXT.loading : isError ? "Could not load users." : `${data?.total ?? 0}${data?.totalExact === false ? "+" : ""} users found`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <UsersFilters
            search={searchInput}
            onSearchChange={setSearchInput}
            role={query.role}
            onRoleChange={(role) => setFilter({ role })}
            status={query.status}
            onStatusChange={(status) => setFilter({ status })}
          />
          {selection.pageFullySelected && !selection.allMatching && data && data.total > data.items.length ? (
            <div className="bg-muted flex flex-wrap items-center gap-2 rounded-md px-3 py-2 text-sm">
              All {data.items.length} users on this page are selected.
              {data.totalExact ? (
                <Button variant="link" className="h-auto p-0" onClick={selection.selectAllMatching}>
                  Select all {data.total} matching
                </Button>
              ) : (
                <span className="text-muted-foreground">More than {data.total} users match: narrow the search to select them all.</span>
              )}
            </div>
          ) : null}
          {selection.allMatching ? (
            <div className="bg-muted flex flex-wrap items-center gap-2 rounded-md px-3 py-2 text-sm">
              All {data?.total} matching users are selected.
              <Button variant="link" className="h-auto p-0" onClick={selection.clear}>
                Clear selection
              </Button>
            </div>
          ) : null}
          <div className={isFetching && !isPending ? "opacity-60 transition-opacity" : undefined}>
            <UsersTable
              users={data?.items}
              loading={isPending}
              isSelected={selection.isSelected}
              onToggle={selection.toggle}
              pageSelection={selection.pageState}
              onTogglePage={selection.togglePage}
              onChangeId={setChangeIdFor}
              viewerIsSuperadmin={viewerIsSuperadmin}
            />
          </div>
          <CursorPager
            prevCursor={data?.prevCursor}
            nextCursor={data?.nextCursor}
            onPage={({ after, before }) => setQuery({ ...query, after, before })}
          />
        </CardContent>
      </Card>

      <ChangeUserIdDialog userId={changeIdFor} onClose={() => setChangeIdFor(null)} />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Delete ${selectedCount} user(s)?`}
        description="This is permanent. Their messages and API keys are removed from their accounts (messages stay in channels under the Deleted User account), and their sessions and purchases are deleted."
        confirmLabel="Delete"
        destructive
        pending={bulkDelete.isPending}
        onConfirm={confirmBulkDelete}
      />
    </>
  );
}
