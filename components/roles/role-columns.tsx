"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { Badge } from "@/components/ui/badge";
import { ROLES_TEXT } from "@/lib/roles/messages";
import type { RoleRow } from "@/lib/roles/schema";

type Actions = { onEdit: (role: RoleRow) => void; onDelete: (role: RoleRow) => void };

/** Name (with the built-in badge), description, the admins holding it, and Edit and Delete for custom roles. */
export function roleColumns({ onEdit, onDelete }: Actions): ColumnDef<RoleRow>[] {
  return [
    {
      id: "name",
      header: ROLES_TEXT.columns.name,
      meta: { className: "max-w-60 font-medium", sticky: true },
      cell: (role) => (
        <span className="flex items-center gap-2">
          <span className="truncate" title={role.name}>
            {role.name}
          </span>
          {role.builtIn ? <Badge variant="secondary">{ROLES_TEXT.builtIn}</Badge> : null}
        </span>
      ),
    },
    {
      id: "description",
      header: ROLES_TEXT.columns.description,
      meta: { className: "max-w-96 truncate text-muted-foreground", showFrom: "md" },
      cell: (role) => <span title={role.description}>{role.description}</span>,
    },
    {
      id: "admins",
      header: ROLES_TEXT.columns.admins,
      meta: { className: "w-28 whitespace-nowrap tabular-nums" },
      cell: (role) => ROLES_TEXT.adminCount(role.adminCount),
    },
    {
      id: "actions",
      header: ROLES_TEXT.columns.actions,
      meta: { className: "w-24 text-right" },
      // Built-in roles are fixed in code: nothing to edit or delete.
      cell: (role) =>
        role.builtIn ? null : (
          <RowActions label={role.name} onEdit={() => onEdit(role)} onDelete={() => onDelete(role)} />
        ),
    },
  ];
}
