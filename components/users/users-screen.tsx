"use client";

import * as React from "react";
import { Trash2, UserPlus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { ExportButton } from "@/components/data-table/export-button";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { CursorPager } from "@/components/ui/cursor-pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UsersFilters } from "@/components/users/users-filters";
import { usersColumns } from "@/components/users/users-columns";
import { usePagedList } from "@/hooks/use-paged-list";
import { useSelection, type Selection } from "@/hooks/use-selection";
import type { Page } from "@/lib/api/page";
import type { UserRow } from "@/lib/users/schema";
import { userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/screen-text";
import { usersKeys } from "@/lib/users/query-keys";
import type { ListUsersQuery } from "@/lib/users/schema";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const loadQuerySchema = () => import("@/lib/users/schema").then((module) => module.listUsersQuerySchema);

const BulkDeleteUsersDialog = lazyDialog(() =>
  import("@/components/users/bulk-delete-users-dialog").then((module) => module.BulkDeleteUsersDialog),
);
const CreateUserDialog = lazyDialog(() =>
  import("@/components/users/create-user-dialog").then((module) => module.CreateUserDialog),
);
const ChangeUserIdDialog = lazyDialog(
  () => import("@/components/users/change-user-id-dialog").then((module) => module.ChangeUserIdDialog),
  (props) => props.userId !== null,
);

type UsersScreenProps = {
  initialPage: Page<UserRow>;
  initialQuery: ListUsersQuery;
  defaults: ListUsersQuery;
  viewerIsSuperadmin: boolean;
};

/** "Select all N matching": offered once the whole page is selected and more users match. */
function SelectAllMatching({ page, selection }: { page: Page<UserRow> | undefined; selection: Selection }) {
  if (selection.allMatching) {
    return (
      <div className="bg-muted flex flex-wrap items-center gap-2 rounded-md px-3 py-2 text-sm">
        All {page?.total} matching users are selected.
        <Button variant="link" className="h-auto p-0" onClick={selection.clear}>
          Clear selection
        </Button>
      </div>
    );
  }
  if (!page || !selection.pageFullySelected || page.total <= page.items.length) return null;
  return (
    <div className="bg-muted flex flex-wrap items-center gap-2 rounded-md px-3 py-2 text-sm">
      All {page.items.length} users on this page are selected.
      {page.totalExact ? (
        <Button variant="link" className="h-auto p-0" onClick={selection.selectAllMatching}>
          Select all {page.total} matching
        </Button>
      ) : (
        <span className="text-muted-foreground">
          More than {page.total} users match: narrow the search to select them all.
        </span>
      )}
    </div>
  );
}

export function UsersScreen({ initialPage, initialQuery, defaults, viewerIsSuperadmin }: UsersScreenProps) {
  const list = usePagedList({
    loadSchema: loadQuerySchema,
    defaults,
    queryKey: usersKeys.list,
    initialPage,
    initialQuery,
  });
  const { data, query } = list;
  const [changeIdFor, setChangeIdFor] = React.useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [createOpen, setCreateOpen] = React.useState(false);
  const selection = useSelection(data?.items, list.filterKey);
  const selectedCount = selection.count(data?.total ?? 0);
  const columns = React.useMemo(
    () => usersColumns({ onChangeId: setChangeIdFor, viewerIsSuperadmin }),
    [viewerIsSuperadmin],
  );

  const bulkDeleteInput = () =>
    selection.allMatching
      ? { filter: { search: query.search, role: query.role, status: query.status }, expectedCount: data?.total }
      : { userIds: [...selection.selected] };

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
            <ExportButton
              route="/api/admin/users/export"
              filters={{ search: query.search, role: query.role, status: query.status }}
              stepUp
            />
            <Button onClick={() => setCreateOpen(true)}>
              <UserPlus aria-hidden />
              {USERS_TEXT.createUser}
            </Button>
          </>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>{USERS_TEXT.allUsers}</CardTitle>
          <CardDescription aria-live="polite">
            {list.isPending
              ? USERS_TEXT.loading
              : list.isError
                ? "Could not load users."
                : `${data?.total ?? 0}${data?.totalExact === false ? "+" : ""} users found`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <UsersFilters
            search={list.searchInput}
            onSearchChange={list.setSearchInput}
            role={query.role}
            onRoleChange={(role) => list.setFilter({ role })}
            status={query.status}
            onStatusChange={(status) => list.setFilter({ status })}
          />
          <SelectAllMatching page={data} selection={selection} />
          <div className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}>
            <DataTable
              columns={columns}
              rows={data?.items}
              loading={list.isPending}
              error={list.isError}
              onRetry={() => void list.refetch()}
              noun="users"
              empty={{ title: USERS_TEXT.emptyTitle, hint: USERS_TEXT.emptyHint }}
              skeletonRows={10}
              selection={{ state: selection, rowLabel: userHandle }}
            />
          </div>
          <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={list.setCursor} />
        </CardContent>
      </Card>

      <CreateUserDialog open={createOpen} onOpenChange={setCreateOpen} />
      <ChangeUserIdDialog userId={changeIdFor} onClose={() => setChangeIdFor(null)} />
      <BulkDeleteUsersDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        count={selectedCount}
        input={bulkDeleteInput}
        onDeleted={selection.clear}
      />
    </>
  );
}
