"use client";

// The staff notes card on a user's page (docs/decisions/moderation.md): a box to add one (with notes.update),
// then the notes newest first, a page at a time, with loading, empty and error states.
import { NoteEditor } from "@/components/user-notes/note-editor";
import { UserNoteItem } from "@/components/user-notes/user-note-item";
import { useAddUserNote } from "@/components/user-notes/use-user-note-mutations";
import { UserFileCard, UserFileEntries, useOlderPages } from "@/components/users/user-file-card";
import { useCan } from "@/hooks/use-permissions";
import { USER_NOTES_TEXT } from "@/lib/user-notes/messages";
import { userNotesKeys } from "@/lib/user-notes/query-keys";
import type { UserNoteRow } from "@/lib/user-notes/schema";

type UserNotesCardProps = { userId: string; viewerId: string; viewerIsSuperadmin: boolean };

export function UserNotesCard({ userId, viewerId, viewerIsSuperadmin }: UserNotesCardProps) {
  const mayWrite = useCan("notes.update");
  const notes = useOlderPages<UserNoteRow>(userNotesKeys.list(userId));
  const add = useAddUserNote(userId);

  return (
    <UserFileCard titleId="user-notes-title" title={USER_NOTES_TEXT.title} description={USER_NOTES_TEXT.description}>
      {mayWrite ? (
        <NoteEditor
          label={USER_NOTES_TEXT.newLabel}
          submitLabel={USER_NOTES_TEXT.add}
          pending={add.isPending}
          onSubmit={(values) => add.mutateAsync(values)}
        />
      ) : null}
      <UserFileEntries pages={notes} text={USER_NOTES_TEXT}>
        {(items) => (
          <ul className="grid gap-3" aria-label={USER_NOTES_TEXT.title}>
            {items.map((note) => (
              <UserNoteItem
                key={note.id}
                note={note}
                mayChange={mayWrite && (viewerIsSuperadmin || note.authorId === viewerId)}
              />
            ))}
          </ul>
        )}
      </UserFileEntries>
    </UserFileCard>
  );
}
