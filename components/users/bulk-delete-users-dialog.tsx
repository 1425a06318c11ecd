"use client";

// "Delete Selected" on the users list: the confirmation and its mutation,
// fetched when it first opens (lazyDialog in users-screen.tsx).
import { ConfirmDialogContent } from "@/components/ui/confirm-dialog-content";
import { useBulkDeleteUsers } from "@/components/users/use-user-mutations";
import type { BulkDeleteUsersInput } from "@/lib/users/schema";

type BulkDeleteUsersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  /** What to delete, read when the admin confirms. */
  input: () => BulkDeleteUsersInput;
  onDeleted: () => void;
};

export function BulkDeleteUsersDialog({ open, onOpenChange, count, input, onDeleted }: BulkDeleteUsersDialogProps) {
  const bulkDelete = useBulkDeleteUsers();
  return (
    <ConfirmDialogContent
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${count} user(s)?`}
      description="This is permanent. Their messages and API keys are removed from their accounts (messages stay in channels under the Deleted User account), and their sessions and purchases are deleted."
      confirmLabel="Delete"
      destructive
      pending={bulkDelete.isPending}
      // SPEC §4: the dialog closes after success or failure.
      onConfirm={() => bulkDelete.mutate(input(), { onSettled: () => onOpenChange(false), onSuccess: onDeleted })}
    />
  );
}
