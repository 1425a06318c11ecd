"use client";

// The staff notes card on a user's page (docs/decisions/moderation.md): a box to add one (with notes.update),
// then the notes newest first, a page at a time, with loading, empty and error states.
import { useInfiniteQuery } from "@tanstack/react-query";
import { NoteEditor } from "@/components/user-notes/note-editor";
import { UserNoteItem } from "@/components/user-notes/user-note-item";
import { useAddUserNote } from "@/components/user-notes/use-user-note-mutations";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/hooks/use-permissions";
import { fetchPage } from "@/lib/api-client/pages";
import { USER_NOTES_TEXT } from "@/lib/user-notes/messages";
import { userNotesKeys } from "@/lib/user-notes/query-keys";
import type { UserNoteRow } from "@/lib/user-notes/schema";

function useUserNotes(userId: string) {
  const queryKey = userNotesKeys.list(userId);
  return useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetchPage<UserNoteRow>(pageParam ? [...queryKey, { after: pageParam }] : queryKey, signal),
    getNextPageParam: (page) => page.nextCursor,
  });
}

type UserNotesCardProps = { userId: string; viewerId: string; viewerIsSuperadmin: boolean };

export function UserNotesCard({ userId, viewerId, viewerIsSuperadmin }: UserNotesCardProps) {
  const mayWrite = useCan("notes.update");
  const notes = useUserNotes(userId);
  const add = useAddUserNote(userId);
  const items = notes.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card className="lg:col-span-2" role="region" aria-labelledby="user-notes-title">
      <CardHeader>
        <CardTitle id="user-notes-title">{USER_NOTES_TEXT.title}</CardTitle>
        <CardDescription>{USER_NOTES_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {mayWrite ? (
          <NoteEditor
            label={USER_NOTES_TEXT.newLabel}
            submitLabel={USER_NOTES_TEXT.add}
            pending={add.isPending}
            onSubmit={(values) => add.mutateAsync(values)}
          />
        ) : null}
        {notes.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : notes.isError ? (
          <div className="flex items-center gap-3 text-sm" role="alert">
            <span className="text-destructive">{USER_NOTES_TEXT.loadError}</span>
            <Button variant="outline" size="sm" onClick={() => void notes.refetch()}>
              {USER_NOTES_TEXT.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{USER_NOTES_TEXT.empty}</p>
        ) : (
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
        {notes.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={notes.isFetchingNextPage}
            onClick={() => void notes.fetchNextPage()}
          >
            {USER_NOTES_TEXT.more}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
