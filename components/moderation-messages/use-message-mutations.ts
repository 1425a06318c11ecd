"use client";

// A moderator's delete of one message: to the trash, with the toast's Undo (hooks/use-admin-mutation.ts), and the
// search refetched.
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { deleteAction } from "@/lib/api-client/step-up";
import { MESSAGES_TOASTS } from "@/lib/moderation-messages/messages";
import { moderationMessagesKeys } from "@/lib/moderation-messages/query-keys";
import type { ModerationMessageRow } from "@/lib/moderation-messages/schema";
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
