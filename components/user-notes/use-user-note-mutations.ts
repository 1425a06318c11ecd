"use client";

// Every change the staff notes card makes, with its toasts; after each one the user's notes and timeline are fetched
// again.
import { changeToasts } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest, queryKeyToUrl } from "@/lib/api-client/request";
import { USER_NOTE_TOASTS } from "@/lib/user-notes/messages";
import { userNotesKeys } from "@/lib/user-notes/query-keys";
import { userTimelineKeys } from "@/lib/user-timeline/query-keys";
import type { UserNoteFormInput, UserNoteRow } from "@/lib/user-notes/schema";

const notePath = (id: string) => `/api/admin/notes/${encodeURIComponent(id)}`;
const staleAfterChange = (userId: string) => [userNotesKeys.list(userId), userTimelineKeys.list(userId)];

export function useAddUserNote(userId: string) {
  return useAdminMutation<UserNoteRow, UserNoteFormInput>({
    request: (values) => apiRequest("POST", queryKeyToUrl(userNotesKeys.list(userId)), values),
    toasts: changeToasts(USER_NOTE_TOASTS.create),
    invalidate: staleAfterChange(userId),
  });
}

/** An edit names the version the admin saw: another's change meanwhile opens the conflict dialog, not an overwrite. */
export function useEditUserNote(userId: string) {
  return useAdminMutation<UserNoteRow, { note: UserNoteRow; values: UserNoteFormInput }>({
    request: ({ note, values }) => apiRequest("PATCH", notePath(note.id), values, { ifMatch: note.version }),
    toasts: changeToasts(USER_NOTE_TOASTS.update),
    invalidate: staleAfterChange(userId),
  });
}

export function useDeleteUserNote(userId: string) {
  return useAdminMutation<{ id: string }, UserNoteRow>({
    request: (note) => apiRequest("DELETE", notePath(note.id), undefined, { ifMatch: note.version }),
    toasts: changeToasts(USER_NOTE_TOASTS.delete),
    invalidate: staleAfterChange(userId),
  });
}
