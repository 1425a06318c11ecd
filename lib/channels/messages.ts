// SPEC texts for channels (§2, §5, §8), word for word.
export const CHANNELS_TEXT = {
  title: "Channels",
  subtitle: "View and manage all communication channels",
  unnamed: "Unnamed Channel",
  noDescription: "No description provided",
  unknown: "Unknown",
  emptyTitle: "No channels found",
  emptyHint: "Channels will appear here once created",
  selectAll: "Select All",
  deselectAll: "Deselect All",
  deleted: "Channels Deleted",
  deleteFailed: "Failed to delete channels. Please try again.",
} as const;

export const CHANNEL_VALIDATION = {
  channelIdsRequired: "At least one channel ID is required",
} as const;
