"use client";

// Admin Tools → Roles: every role, built-in first, with the admins holding each; custom roles are made, edited and
// deleted here. The list is short (custom roles are capped), so it is read whole, without paging.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_TOOLS_BACK } from "@/components/admin-tools/admin-tools-screens";
import { DataTable } from "@/components/data-table/data-table";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListCard } from "@/components/list-screen/list-card";
import { ListScreen } from "@/components/list-screen/list-screen";
import { roleColumns } from "@/components/roles/role-columns";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { ROLES_TEXT } from "@/lib/roles/messages";
import { rolesKeys } from "@/lib/roles/query-keys";
import type { RoleRow, RolesAnswer } from "@/lib/roles/schema";

const RoleFormDialog = lazyDialog(() =>
  import("@/components/roles/role-form-dialog").then((module) => module.RoleFormDialog),
);
const DeleteRoleDialog = lazyDialog(() =>
  import("@/components/roles/delete-role-dialog").then((module) => module.DeleteRoleDialog),
);

export function RolesScreen({ initialRoles }: { initialRoles: RolesAnswer }) {
  const list = useQuery<RolesAnswer>({ queryKey: rolesKeys.all, initialData: initialRoles });
  const dialog = useRowDialog<RoleRow, "form" | "delete">();
  const { show } = dialog;
  const columns = React.useMemo(
    () => roleColumns({ onEdit: (role) => show("form", role), onDelete: (role) => show("delete", role) }),
    [show],
  );

  return (
    <ListScreen
      back={ADMIN_TOOLS_BACK}
      title={ROLES_TEXT.title}
      subtitle={ROLES_TEXT.subtitle}
      actions={<AddButton label={ROLES_TEXT.add} onClick={() => show("form")} permission="roles.manage" />}
      dialogs={
        <>
          <RoleFormDialog {...dialog.props("form")} role={dialog.record} />
          <DeleteRoleDialog {...dialog.props("delete")} role={dialog.record} />
        </>
      }
    >
      <ListCard title={ROLES_TEXT.title} description={ROLES_TEXT.count(list.data?.items.length ?? 0)}>
        <DataTable
          columns={columns}
          rows={list.data?.items}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          noun="roles"
          empty={{ title: ROLES_TEXT.empty }}
          skeletonRows={4}
          rowTestId="role-row"
          // Built-in roles have no buttons: with no custom role, nothing in the rows takes focus to scroll them.
          scrollLabel={ROLES_TEXT.title}
        />
      </ListCard>
    </ListScreen>
  );
}
