"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type BulkDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rows chosen (useSelection); cleared once they are gone. */
  selection: { selected: ReadonlySet<string>; clear: () => void };
  /** What the title counts: "Delete 2 purchase(s)?". */
  unit: string;
  description: string;
  /** The resource's bulk delete (useAdminMutation), given the ids. */
  remove: {
    mutate: (ids: string[], options: { onSuccess: () => void; onSettled: () => void }) => void;
    isPending: boolean;
  };
};

/** The confirmation behind "Delete Selected (N)": it closes once the delete settles, either way (SPEC §4). */
export function BulkDeleteDialog({ selection, unit, remove, ...dialog }: BulkDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...dialog}
      title={`Delete ${selection.selected.size} ${unit}?`}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate([...selection.selected], {
          onSuccess: selection.clear,
          onSettled: () => dialog.onOpenChange(false),
        })
      }
    />
  );
}
