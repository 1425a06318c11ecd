"use client";

// The Trash screen's changes: Restore (a row, or the selection) through the
// same call and toast as a delete's Undo, and Delete Forever; each refetches
// the trash, and a restore the lists its records show up in again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestRestore } from "@/hooks/undo-delete";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { TRASH_TOASTS } from "@/lib/trash/messages";
import { trashKeys } from "@/lib/trash/query-keys";
import { keysShowing } from "@/lib/records/shown-in";
import type { TrashEntryRow, TrashRef } from "@/lib/trash/schema";

/** Answers whether they came back: all of them or none (a record whose parent is in the trash refuses, 409). */
export function useRestoreEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: TrashRef[]) =>
      requestRestore({ entries }, queryClient, keysShowing(entries.map((entry) => entry.type))),
  });
}

export function useDeleteForever() {
  return useAdminMutation({
    request: ({ type, recordId }: Pick<TrashEntryRow, "type" | "recordId">) =>
      apiRequest<{ deleted: number }>("DELETE", `/api/admin/trash/${type}/${encodeURIComponent(recordId)}`),
    toasts: {
      success: TRASH_TOASTS.deletedForever,
      error: { serverMessage: true, fallback: TRASH_TOASTS.deleteForeverFailed },
    },
    invalidate: [trashKeys.all],
  });
}
