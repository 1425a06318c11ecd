"use client";

import * as React from "react";
import { EditSelectedButton } from "@/components/bulk-edit/edit-selected-button";
import { LazyBulkEditDialog } from "@/components/bulk-edit/lazy-bulk-edit-dialog";
import { BulkDeleteDialog } from "@/components/list-screen/bulk-delete-dialog";
import { DeleteSelectedButton } from "@/components/list-screen/header-buttons";

type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };
type Without<Props> = Omit<Props, keyof DialogState | "count">;

type SelectionActionsProps = {
  /** How many rows the actions apply to (the page's selection, or every row matching): the buttons show it. */
  count: number;
  /** "Edit Selected (N)" and its dialog: what the admin may set on the selection, and how it is sent. */
  edit?: Without<React.ComponentProps<typeof LazyBulkEditDialog>>;
  /**
   * "Delete Selected (N)" and its confirmation: the shared one (what it says and the resource's bulk delete),
   * or, where deleting asks for more (the users list), the screen's own dialog drawn with the open state.
   */
  remove?:
    Omit<React.ComponentProps<typeof BulkDeleteDialog>, keyof DialogState> | ((dialog: DialogState) => React.ReactNode);
};

/**
 * The header's actions on a list's selected rows, with the dialogs they open: one component, so every list offers
 * them in the same order with the same words. Shown only while rows are selected. Its dialogs draw in a portal,
 * so it sits among the header's buttons.
 */
export function SelectionActions({ count, edit, remove }: SelectionActionsProps) {
  const [open, setOpen] = React.useState<"edit" | "delete" | null>(null);
  const dialog = (kind: "edit" | "delete"): DialogState => ({
    open: open === kind,
    onOpenChange: (next) => setOpen(next ? kind : null),
  });
  return (
    <>
      {edit && <EditSelectedButton count={count} onClick={() => setOpen("edit")} />}
      {remove && <DeleteSelectedButton count={count} onClick={() => setOpen("delete")} />}
      {edit && <LazyBulkEditDialog {...dialog("edit")} count={count} {...edit} />}
      {typeof remove === "function"
        ? remove(dialog("delete"))
        : remove && <BulkDeleteDialog {...dialog("delete")} {...remove} />}
    </>
  );
}
