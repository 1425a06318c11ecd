"use client";

// The channels' bulk delete: the channels and all of their messages.
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { undoBatch, type BulkDeleted } from "@/lib/trash/batch";
import { apiRequest } from "@/lib/api-client/request";
import { CHANNELS_TEXT } from "@/lib/channels/messages";
import { channelsKeys } from "@/lib/channels/query-keys";
import { analyticsKeys } from "@/lib/users/query-keys";

export function useDeleteChannels() {
  return useAdminMutation({
    request: (channelIds: string[]) => apiRequest<BulkDeleted>("DELETE", "/api/admin/channels", { channelIds }),
    toasts: {
      success: (result) => ({
        title: CHANNELS_TEXT.deleted,
        description: `${result.deleted} channel(s) and their messages were deleted.`,
      }),
      error: { fallback: CHANNELS_TEXT.deleteFailed },
    },
    invalidate: [channelsKeys.all, analyticsKeys.overview],
    undo: undoBatch,
  });
}
