"use client";

import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type DeleteRecordDialogProps<Row> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row to delete; kept while the dialog closes, so its words do not change during the animation. */
  record: Row | null;
  /** The resource's own words (SPEC's confirmations are word for word). */
  title: string;
  description: ReactNode;
  /** The resource's delete (useAdminMutation), given the row. */
  remove: { mutate: (row: Row, options: { onSettled: () => void }) => void; isPending: boolean };
};

/** The confirmation behind a row's Delete: it closes once the delete settles, either way, as BulkDeleteDialog does. */
export function DeleteRecordDialog<Row>({ record, remove, onOpenChange, ...dialog }: DeleteRecordDialogProps<Row>) {
  return (
    <ConfirmDialog
      {...dialog}
      onOpenChange={onOpenChange}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() => record && remove.mutate(record, { onSettled: () => onOpenChange(false) })}
    />
  );
}
