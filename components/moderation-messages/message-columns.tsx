"use client";

import { Hash, Trash2 } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/data-table";
import { PersonHandleLine, sentAndContentColumns } from "@/components/moderation-messages/message-cells";
import { Button } from "@/components/ui/button";
import { messageAuthor } from "@/lib/moderation-messages/display";
import { MESSAGES_TEXT } from "@/lib/moderation-messages/screen-text";
import type { MessageFilter, ModerationMessageRow } from "@/lib/moderation-messages/schema";

type Actions = {
  onDelete: (message: ModerationMessageRow) => void;
  /** Narrows the search to this author or channel (the row's names are buttons). */
  onFilter: (filter: Partial<MessageFilter>) => void;
};

const channelName = (row: ModerationMessageRow) => row.channel.name || MESSAGES_TEXT.unnamedChannel;

/** Author (name, @handle, email as the viewer may see it), channel, time, the message, and its Delete. */
export function messageColumns({ onDelete, onFilter }: Actions): ColumnDef<ModerationMessageRow>[] {
  return [
    {
      id: "author",
      header: MESSAGES_TEXT.columns.author,
      meta: { className: "max-w-48" },
      cell: (row) => (
        <div className="grid min-w-0">
          <button
            type="button"
            className="truncate text-left font-medium hover:underline"
            title={MESSAGES_TEXT.byAuthor(messageAuthor(row))}
            aria-label={MESSAGES_TEXT.byAuthor(messageAuthor(row))}
            onClick={() => onFilter({ authorId: row.user.id })}
          >
            {messageAuthor(row)}
          </button>
          <PersonHandleLine user={row.user} />
        </div>
      ),
    },
    {
      id: "channel",
      header: MESSAGES_TEXT.columns.channel,
      meta: { className: "max-w-36" },
      cell: (row) => (
        <button
          type="button"
          className="flex max-w-full items-center gap-1 hover:underline"
          title={MESSAGES_TEXT.inChannel(channelName(row))}
          aria-label={MESSAGES_TEXT.inChannel(channelName(row))}
          onClick={() => onFilter({ channelId: row.channel.id })}
        >
          <Hash className="text-muted-foreground size-3 shrink-0" aria-hidden />
          <span className="truncate">{channelName(row)}</span>
        </button>
      ),
    },
    ...sentAndContentColumns<ModerationMessageRow>(),
    {
      id: "actions",
      header: MESSAGES_TEXT.columns.actions,
      meta: { className: "w-16 text-right", permission: "messages.delete" },
      cell: (row) => (
        <div className="flex justify-end">
          <Button
            variant="ghost"
            size="icon"
            aria-label={MESSAGES_TEXT.deleteMessageBy(messageAuthor(row))}
            title={MESSAGES_TEXT.deleteAction}
            className="text-destructive hover:text-destructive"
            onClick={() => onDelete(row)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ),
    },
  ];
}
