"use client";

// "Delete Selected" on the messages screen: the shared confirmation with the messages' bulk delete, fetched when it
// first opens (lazyDialog in moderation-messages-screen.tsx) so the mutation's code stays off the first load.
import { BulkDeleteDialog } from "@/components/list-screen/bulk-delete-dialog";
import { useBulkDeleteMessages } from "@/components/moderation-messages/use-message-mutations";
import { MESSAGES_DIALOG_TEXT } from "@/lib/moderation-messages/messages";

type BulkDeleteMessagesDialogProps = Omit<
  React.ComponentProps<typeof BulkDeleteDialog>,
  "unit" | "description" | "remove"
>;

export function BulkDeleteMessagesDialog(props: BulkDeleteMessagesDialogProps) {
  return (
    <BulkDeleteDialog
      {...props}
      unit={MESSAGES_DIALOG_TEXT.bulkUnit}
      description={MESSAGES_DIALOG_TEXT.bulkDeleteDescription}
      remove={useBulkDeleteMessages()}
    />
  );
}
