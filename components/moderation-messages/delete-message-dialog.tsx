"use client";

import { DeleteRecordDialog } from "@/components/list-screen/delete-record-dialog";
import { useDeleteMessage } from "@/components/moderation-messages/use-message-mutations";
import { messageAuthor } from "@/lib/moderation-messages/display";
import { MESSAGES_DIALOG_TEXT } from "@/lib/moderation-messages/messages";
import type { ModerationMessageRow } from "@/lib/moderation-messages/schema";

type DeleteMessageDialogProps = {
  message: ModerationMessageRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function DeleteMessageDialog({ message, ...dialog }: DeleteMessageDialogProps) {
  return (
    <DeleteRecordDialog
      {...dialog}
      record={message}
      remove={useDeleteMessage()}
      title={MESSAGES_DIALOG_TEXT.deleteTitle}
      description={
        message ? (
          <>
            {MESSAGES_DIALOG_TEXT.deleteDescription(messageAuthor(message))}
            <span className="bg-muted mt-2 block rounded-md p-2 break-words">{message.content}</span>
          </>
        ) : null
      }
    />
  );
}
