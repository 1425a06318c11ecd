"use client";

import { DeleteRecordDialog } from "@/components/list-screen/delete-record-dialog";
import { useDeleteRole } from "@/components/roles/use-role-mutations";
import { ROLES_TEXT } from "@/lib/roles/messages";
import type { RoleRow } from "@/lib/roles/schema";

type DeleteRoleDialogProps = { role: RoleRow | null; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteRoleDialog({ role, ...dialog }: DeleteRoleDialogProps) {
  return (
    <DeleteRecordDialog
      {...dialog}
      record={role}
      remove={useDeleteRole()}
      title={ROLES_TEXT.deleteTitle}
      description={role ? ROLES_TEXT.deleteConfirm(role.name) : ""}
    />
  );
}
