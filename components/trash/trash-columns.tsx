"use client";

import { RotateCcw, Trash2 } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { usePermissions } from "@/hooks/use-permissions";
import { formatDate } from "@/lib/format";
import { TRASH_TEXT, TRASH_TYPE_LABELS } from "@/lib/trash/messages";
import type { TrashEntryRow } from "@/lib/trash/schema";

/** What names an entry: the words the delete kept, else the record's id. */
export const entryName = (entry: TrashEntryRow) => entry.label || entry.recordId;

type Actions = {
  onRestore: (entry: TrashEntryRow) => void;
  onDeleteForever: (entry: TrashEntryRow) => void;
  /** A restore is under way: a second press would only find the entry gone. */
  restoring: boolean;
};

/** Restore at once (it is harmless), Delete Forever after the confirmation; each only with its permission. */
function EntryActions({ entry, onRestore, onDeleteForever, restoring }: Actions & { entry: TrashEntryRow }) {
  const name = entryName(entry);
  const { can } = usePermissions();
  return (
    <div className="flex justify-end gap-1">
      {/* Its word shows: an icon alone left the row's main action to be guessed. The name adds the record. */}
      {can("trash.restore") && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={TRASH_TEXT.restoreRecord(name)}
          disabled={restoring}
          onClick={() => onRestore(entry)}
        >
          <RotateCcw aria-hidden />
          {TRASH_TEXT.restore}
        </Button>
      )}
      {can("trash.purge") && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={TRASH_TEXT.deleteRecordForever(name)}
          title={TRASH_TEXT.deleteForever}
          className="text-destructive hover:text-destructive"
          onClick={() => onDeleteForever(entry)}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </div>
  );
}

export function trashColumns(actions: Actions): ColumnDef<TrashEntryRow>[] {
  const { columns } = TRASH_TEXT;
  return [
    {
      id: "type",
      header: columns.type,
      cell: (entry) => <Badge variant="outline">{TRASH_TYPE_LABELS[entry.type]}</Badge>,
    },
    {
      // Names the row, so it stays in view while the table scrolls sideways on a phone.
      id: "name",
      header: columns.name,
      // Bounded so the row, its Restore word included, fits at 1280 beside the sidebar.
      meta: { className: "max-w-56 truncate font-medium", sticky: true },
      cell: (entry) => <span title={entry.recordId}>{entryName(entry)}</span>,
    },
    {
      id: "deletedBy",
      header: columns.deletedBy,
      // Two lines at most: a token's deletion names the admin and the token, too wide for one beside a long name.
      meta: { className: "max-w-40 min-w-24 whitespace-normal" },
      cell: (entry) => (
        <span className="line-clamp-2 break-words" title={entry.deletedByLabel ?? undefined}>
          {entry.deletedByLabel || TRASH_TEXT.blank}
        </span>
      ),
    },
    {
      id: "deletedAt",
      header: columns.deletedAt,
      // The time may go under its date: on one line, a two-digit hour beside a long name and the widest type's
      // badge pushed the row past the card at 1280.
      meta: { className: "text-muted-foreground min-w-28 whitespace-normal" },
      cell: (entry) => formatDate(entry.deletedAt, TRASH_TEXT.blank, "long"),
    },
    {
      id: "purgeAt",
      header: columns.purgeAt,
      meta: { className: "text-muted-foreground whitespace-nowrap" },
      cell: (entry) => formatDate(entry.purgeAt, TRASH_TEXT.blank),
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "w-36 text-right" },
      cell: (entry) => <EntryActions entry={entry} {...actions} />,
    },
  ];
}
