"use client";

// One staff note: its author, when it was written (and whether it was edited since), its text, and Edit and
// Delete for its author or a superadmin (the server holds the same rule).
import * as React from "react";
import { Pencil, Trash2 } from "lucide-react";
import { NoteEditor } from "@/components/user-notes/note-editor";
import { useDeleteUserNote, useEditUserNote } from "@/components/user-notes/use-user-note-mutations";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate } from "@/lib/format";
import { USER_NOTES_TEXT } from "@/lib/user-notes/messages";
import type { UserNoteRow } from "@/lib/user-notes/schema";

type UserNoteItemProps = { note: UserNoteRow; mayChange: boolean };

export function UserNoteItem({ note, mayChange }: UserNoteItemProps) {
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const edit = useEditUserNote(note.userId);
  const remove = useDeleteUserNote(note.userId);
  const written = formatDate(note.createdAt, "", "long");
  const edited = note.updatedAt !== note.createdAt && note.version > 1;

  return (
    <li
      className="grid gap-2 rounded-md border p-3"
      data-testid="user-note"
      aria-label={`${note.authorLabel}, ${written}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-medium">{note.authorLabel || USER_NOTES_TEXT.unknownAuthor}</span>
        <time dateTime={note.createdAt} className="text-muted-foreground">
          {written}
        </time>
        {edited ? <span className="text-muted-foreground">({USER_NOTES_TEXT.edited})</span> : null}
        {mayChange && !editing ? (
          <span className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={USER_NOTES_TEXT.editLabel}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={USER_NOTES_TEXT.delete}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
            </Button>
          </span>
        ) : null}
      </div>
      {editing ? (
        <NoteEditor
          label={USER_NOTES_TEXT.editLabel}
          initial={note.body}
          submitLabel={USER_NOTES_TEXT.save}
          pending={edit.isPending}
          onSubmit={async (values) => {
            await edit.mutateAsync({ note, values });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="text-sm whitespace-pre-wrap wrap-anywhere">{note.body}</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={USER_NOTES_TEXT.deleteTitle}
        description={USER_NOTES_TEXT.deleteDescription}
        confirmLabel={USER_NOTES_TEXT.delete}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(note, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
