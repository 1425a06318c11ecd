"use client";

import * as React from "react";
import { UserPlus } from "lucide-react";
import { ExportButton } from "@/components/data-table/export-button";
import { AddButton, DeleteSelectedButton } from "@/components/list-screen/header-buttons";
import { ListScreen } from "@/components/list-screen/list-screen";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { UsersFilters } from "@/components/users/users-filters";
import { usersColumns } from "@/components/users/users-columns";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { useSelection, type Selection } from "@/hooks/use-selection";
import type { Page } from "@/lib/api/page";
import type { UserRow } from "@/lib/users/schema";
import { userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/screen-text";
import { usersKeys } from "@/lib/users/query-keys";
import type { ListUsersQuery } from "@/lib/users/schema";

const loadSchema = () => import("@/lib/users/schema").then((module) => module.listUsersQuerySchema);

const BulkDeleteUsersDialog = lazyDialog(() =>
  import("@/components/users/bulk-delete-users-dialog").then((module) => module.BulkDeleteUsersDialog),
);
const CreateUserDialog = lazyDialog(() =>
  import("@/components/users/create-user-dialog").then((module) => module.CreateUserDialog),
);
const ChangeUserIdDialog = lazyDialog(() =>
  import("@/components/users/change-user-id-dialog").then((module) => module.ChangeUserIdDialog),
);

type UsersScreenProps = InitialList<ListUsersQuery, UserRow> & { viewerIsSuperadmin: boolean };

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

export function UsersScreen({ viewerIsSuperadmin, ...initial }: UsersScreenProps) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: usersKeys.list });
  const { data, query } = list;
  const selection = useSelection(data?.items, list.filterKey);
  const selectedCount = selection.count(data?.total ?? 0);
  const dialog = useRowDialog<UserRow, "create" | "changeId" | "bulkDelete">();
  const { show } = dialog;
  const columns = React.useMemo(
    () => usersColumns({ onChangeId: (user) => show("changeId", user), viewerIsSuperadmin }),
    [show, viewerIsSuperadmin],
  );
  const filters = { search: query.search, role: query.role, status: query.status };

  const bulkDeleteInput = () =>
    selection.allMatching ? { filter: filters, expectedCount: data?.total } : { userIds: [...selection.selected] };

  return (
    <ListScreen
      title={USERS_TEXT.title}
      subtitle={USERS_TEXT.subtitle}
      actions={
        <>
          <DeleteSelectedButton count={selectedCount} onClick={() => show("bulkDelete")} />
          <ExportButton route="/api/admin/users/export" filters={filters} stepUp />
          <AddButton label={USERS_TEXT.createUser} icon={UserPlus} onClick={() => show("create")} />
        </>
      }
      dialogs={
        <>
          <CreateUserDialog {...dialog.props("create")} />
          <ChangeUserIdDialog {...dialog.props("changeId")} user={dialog.record} />
          <BulkDeleteUsersDialog
            {...dialog.props("bulkDelete")}
            count={selectedCount}
            input={bulkDeleteInput}
            onDeleted={selection.clear}
          />
        </>
      }
    >
      <PagedListCard
        list={list}
        title={USERS_TEXT.allUsers}
        unit={USERS_TEXT.countUnit}
        toolbar={
          <>
            <UsersFilters list={list} />
            <SelectAllMatching page={data} selection={selection} />
          </>
        }
        columns={columns}
        noun="users"
        empty={{ title: USERS_TEXT.emptyTitle, hint: USERS_TEXT.emptyHint }}
        skeletonRows={10}
        selection={{ state: selection, rowLabel: userHandle }}
      />
    </ListScreen>
  );
}
