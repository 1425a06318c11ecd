"use client";

import { entryName } from "@/components/trash/trash-columns";
import { useDeleteForever } from "@/components/trash/use-trash-mutations";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TRASH_TEXT } from "@/lib/trash/messages";
import type { TrashEntryRow } from "@/lib/trash/schema";

type DeleteForeverDialogProps = {
  entry: TrashEntryRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry is gone: the screen drops it from the selection. */
  onDeleted: (entry: TrashEntryRow) => void;
};

/** Delete Forever asks first: unlike a delete, nothing brings the record back. */
export function DeleteForeverDialog({ entry, open, onOpenChange, onDeleted }: DeleteForeverDialogProps) {
  const deleteForever = useDeleteForever();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TRASH_TEXT.deleteForeverTitle}
      description={entry ? TRASH_TEXT.deleteForeverDescription(entryName(entry)) : ""}
      confirmLabel={TRASH_TEXT.deleteForever}
      destructive
      pending={deleteForever.isPending}
      onConfirm={() =>
        entry &&
        deleteForever.mutate(entry, { onSuccess: () => onDeleted(entry), onSettled: () => onOpenChange(false) })
      }
    />
  );
}
