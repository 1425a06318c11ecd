// What the channels' and the direct messages' tables show alike: a person's handle and email under their name, when
// a message was sent and what it said. One cell each, so the two tables cannot drift apart.
import type { ColumnDef } from "@/components/data-table/data-table";
import { formatDate } from "@/lib/format";
import { MESSAGES_TEXT } from "@/lib/moderation-messages/screen-text";
import { userHandle } from "@/lib/users/display";

type Person = { id: string; handle: string | null; email: string | null };

/** "@handle · email" under a person's name (the email as the viewer may see it, masked or not). */
export function PersonHandleLine({ user }: { user: Person }) {
  return (
    <span className="text-muted-foreground truncate text-xs">
      {user.handle ? userHandle(user) : MESSAGES_TEXT.noHandle}
      {user.email ? ` · ${user.email}` : ""}
    </span>
  );
}

/** When the message was sent, and its words. */
export function sentAndContentColumns<Row extends { createdAt: string; content: string }>(): ColumnDef<Row>[] {
  return [
    {
      id: "sentAt",
      header: MESSAGES_TEXT.columns.sentAt,
      meta: { className: "whitespace-nowrap" },
      cell: (row) => formatDate(row.createdAt, "-", "long"),
    },
    {
      id: "content",
      header: MESSAGES_TEXT.columns.content,
      meta: { className: "max-w-md" },
      cell: (row) => <p className="line-clamp-3 break-words whitespace-pre-wrap">{row.content}</p>,
    },
  ];
}
