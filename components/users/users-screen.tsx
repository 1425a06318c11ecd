"use client";

import * as React from "react";
import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { ExportButton } from "@/components/data-table/export-button";
import { AddButton } from "@/components/list-screen/header-buttons";
import type { SanctionTarget } from "@/components/sanctions/sanction-dialog";
import { Button } from "@/components/ui/button";
import { ListScreen } from "@/components/list-screen/list-screen";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { SelectionActions } from "@/components/list-screen/selection-actions";
import { SelectAllMatching } from "@/components/list-screen/select-all-matching";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { UsersFilters } from "@/components/users/users-filters";
import { usersColumns } from "@/components/users/users-columns";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { usePermissions } from "@/hooks/use-permissions";
import { useVersionedSelection } from "@/hooks/use-selection-of";
import type { Permission } from "@/lib/permissions/catalogue";
import type { BulkEditOption } from "@/components/bulk-edit/bulk-edit-dialog";
import type { UserRow } from "@/lib/users/schema";
import { userDetailsPath, userHandle } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/screen-text";
import { SANCTIONS_LIST_TEXT } from "@/lib/sanctions/screen-text";
import { analyticsKeys, usersKeys } from "@/lib/users/query-keys";
import { selectionTarget } from "@/lib/records/bulk-target";
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
const SanctionDialog = lazyDialog(() =>
  import("@/components/sanctions/sanction-dialog").then((module) => module.SanctionDialog),
);
const BanUserDialog = lazyDialog(() =>
  import("@/components/users/ban-user-dialog").then((module) => module.BanUserDialog),
);

// The rules of one change hold for each: a superadmin or oneself is skipped, with why. Each is offered only to an
// admin whose role allows it.
const ACCESS_CHANGES = [
  { label: "Ban", change: { isBanned: true }, permission: "users.ban" },
  { label: "Unban", change: { isBanned: false }, permission: "users.ban" },
  { label: "Grant Admin Rights", change: { isAdmin: true }, permission: "users.admin_rights" },
  { label: "Remove Admin Rights", change: { isAdmin: false }, permission: "users.admin_rights" },
] as const satisfies readonly (BulkEditOption & { permission: Permission })[];
const NOUN = { one: "user", many: "users" };
// The overview counts admins and banned users too.
const USER_QUERIES = [usersKeys.all, analyticsKeys.overview];

type UsersScreenProps = InitialList<ListUsersQuery, UserRow> & { viewerIsSuperadmin: boolean; viewerId: string };

export function UsersScreen({ viewerIsSuperadmin, viewerId, ...initial }: UsersScreenProps) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: usersKeys.list });
  const { data, query } = list;
  const selection = useVersionedSelection(data?.items, list.filterKey);
  const selectedCount = selection.count(data?.total ?? 0);
  const dialog = useRowDialog<UserRow, "create" | "changeId" | "ban">();
  const { show } = dialog;
  const router = useRouter();
  const { can } = usePermissions();
  const accessChanges = ACCESS_CHANGES.filter((option) => can(option.permission));
  const columns = React.useMemo(
    () =>
      usersColumns({
        onChangeId: (user) => show("changeId", user),
        onBan: (user) => show("ban", user),
        onOpen: (user) => router.push(userDetailsPath(user.id)),
        viewerIsSuperadmin,
        viewerId,
      }),
    [show, router, viewerIsSuperadmin, viewerId],
  );
  const filters = { search: query.search, role: query.role, status: query.status };

  const [sanctioning, setSanctioning] = React.useState<SanctionTarget | null>(null);
  const sanctionSelected = () =>
    setSanctioning({
      users: selection.allMatching ? { filter: filters } : { userIds: [...selection.selected] },
      count: selectedCount,
    });

  const bulkDeleteInput = () =>
    selection.allMatching ? { filter: filters, expectedCount: data?.total } : { userIds: [...selection.selected] };

  return (
    <ListScreen
      title={USERS_TEXT.title}
      subtitle={USERS_TEXT.subtitle}
      actions={
        <>
          <SelectionActions
            count={selectedCount}
            edit={
              accessChanges.length > 0
                ? {
                    noun: NOUN,
                    path: "/api/admin/users",
                    invalidate: USER_QUERIES,
                    options: accessChanges,
                    target: () => selectionTarget(selection, filters, data?.total ?? 0),
                    onDone: selection.clear,
                  }
                : undefined
            }
            remove={
              can("users.delete")
                ? (confirm) => (
                    <BulkDeleteUsersDialog
                      {...confirm}
                      count={selectedCount}
                      input={bulkDeleteInput}
                      onDeleted={selection.clear}
                    />
                  )
                : undefined
            }
          />
          {selectedCount > 0 && can("sanctions.manage") ? (
            <Button variant="outline" onClick={sanctionSelected}>
              {SANCTIONS_LIST_TEXT.sanctionSelected(selectedCount)}
            </Button>
          ) : null}
          <ExportButton route="/api/admin/users/export" filters={filters} permission="users.export" stepUp />
          <AddButton
            label={USERS_TEXT.createUser}
            icon={UserPlus}
            onClick={() => show("create")}
            permission="users.create"
          />
        </>
      }
      dialogs={
        <>
          <CreateUserDialog {...dialog.props("create")} />
          <ChangeUserIdDialog {...dialog.props("changeId")} user={dialog.record} />
          <BanUserDialog {...dialog.props("ban")} user={dialog.record} />
          <SanctionDialog
            open={sanctioning !== null}
            onOpenChange={(open) => !open && setSanctioning(null)}
            target={sanctioning}
            onDone={selection.clear}
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
            <SelectAllMatching page={data} selection={selection} noun="users" />
          </>
        }
        columns={columns}
        noun="users"
        empty={{ title: USERS_TEXT.emptyTitle, hint: USERS_TEXT.emptyHint }}
        skeletonRows={10}
        selection={{ state: selection, rowLabel: userHandle, permission: "users.ban" }}
      />
    </ListScreen>
  );
}
