"use client";

// A moderator's deletes: one message, a selection, or a member's purge: to the trash, with the toast's Undo (hooks/use-admin-mutation.ts), and the
// search refetched.
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { deleteAction } from "@/lib/api-client/step-up";
import { MESSAGES_DIALOG_TEXT, MESSAGES_TOASTS } from "@/lib/moderation-messages/messages";
import { moderationMessagesKeys } from "@/lib/moderation-messages/query-keys";
import type { ModerationMessageRow, PurgeMessages, PurgeResult } from "@/lib/moderation-messages/schema";
import { undoBatch, type BulkDeleted } from "@/lib/trash/batch";
import { messageExcerpt } from "@/lib/moderation-messages/display";

export function useDeleteMessage() {
  return useAdminMutation({
    request: (message: ModerationMessageRow) =>
      apiRequest<{ id: string }>("DELETE", `/api/admin/messages/${encodeURIComponent(message.id)}`, undefined, {
        action: deleteAction(messageExcerpt(message.content)),
      }),
    toasts: {
      success: MESSAGES_TOASTS.deleted,
      error: { serverMessage: true, fallback: MESSAGES_TOASTS.deleteFailed },
    },
    invalidate: [moderationMessagesKeys.all],
    undo: (_result, message) => ({ entries: [{ type: "message", id: message.id }] }),
  });
}

/** The selected messages to the trash as one batch: one Undo brings them all back. */
export function useBulkDeleteMessages() {
  return useAdminMutation({
    request: (messageIds: string[]) =>
      apiRequest<BulkDeleted>("POST", "/api/admin/messages/bulk-delete", { messageIds }),
    toasts: {
      success: (result) => MESSAGES_TOASTS.bulkDeleted(result.deleted),
      error: { serverMessage: true, fallback: MESSAGES_TOASTS.deleteFailed },
    },
    invalidate: [moderationMessagesKeys.all],
    undo: undoBatch,
  });
}

/** A member's messages in a window to the trash as one batch (lib/moderation-messages/purge.ts), with its Undo. */
export function usePurgeMessages() {
  return useAdminMutation({
    request: (window: Omit<PurgeMessages, "dryRun">) =>
      apiRequest<Extract<PurgeResult, { dryRun: false }>>("POST", "/api/admin/messages/purge", window, {
        action: MESSAGES_DIALOG_TEXT.purgeStepUp,
      }),
    toasts: {
      success: (result) => MESSAGES_TOASTS.purged(result.deleted),
      error: { serverMessage: true, fallback: MESSAGES_TOASTS.purgeFailed },
    },
    invalidate: [moderationMessagesKeys.all],
    undo: (result) => (result.batch ? { batch: result.batch } : null),
  });
}

/** A purge's dry run: the exact count of what it would move. */
export function purgeCount(window: Omit<PurgeMessages, "dryRun">): Promise<number> {
  return apiRequest<Extract<PurgeResult, { dryRun: true }>>("POST", "/api/admin/messages/purge", {
    ...window,
    dryRun: true,
  }).then((result) => result.count);
}
