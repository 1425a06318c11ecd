// The message search's words (moderation, docs/decisions/moderation.md): its dialogs, the direct-message card, the
// toasts and the API's errors; the screen's own are in screen-text.ts. Tests and the UI import the same constants.
/** The words of the screen's dialogs and of its direct-message card, fetched with them. */
export const MESSAGES_DIALOG_TEXT = {
  deleteTitle: "Delete Message?",
  deleteDescription: (author: string) =>
    `This message by ${author} will be removed from its channel and moved to the trash, where it can be restored.`,
  directCardTitle: "Direct Messages",
  directNoun: "direct messages",
  directNotice: "Every search of direct messages is recorded in the audit log with the messages it showed.",
  directEmptyHint: "Try other words, another sender, or a wider date range",
  directColumns: { sender: "From", recipient: "To" },
  purgeTitle: (author: string) => `Purge messages by ${author}?`,
  purgeDescription:
    "Every message this member sent in the window moves to the trash as one batch: Undo, or a restore of the batch from the trash, brings them all back.",
  purgeChannelOnly: (channel: string) => `Only in channel ${channel}`,
  purgeCounting: "Counting messages…",
  purgeCountFailed: "Could not count the messages",
  purgeCount: (count: number) => `${count.toLocaleString("en-US")} message(s) will be moved to the trash.`,
  purgeNothing: "No messages by this member in the window.",
  purgeConfirmWord: "purge",
  purgeConfirmLabel: 'Type "purge" to confirm',
  purgeConfirm: "Purge messages",
  /** Finishes "Confirm it's you to …" (the step-up dialog). */
  purgeStepUp: "purge a member's messages",
  purgeProgress: (count: number) =>
    `Moving ${count.toLocaleString("en-US")} message(s) to the trash… a large purge takes up to a minute.`,
  bulkUnit: "message(s)",
  bulkDeleteDescription:
    "The selected messages are removed from their channels and moved to the trash together; one Undo, or a restore of the batch, brings them all back.",
} as const;

export const MESSAGES_TOASTS = {
  deleted: "Message deleted",
  deleteFailed: "Could not delete the message",
  bulkDeleted: (count: number) => `${count} message(s) deleted`,
  purged: (count: number) => `${count.toLocaleString("en-US")} message(s) purged`,
  purgeFailed: "Could not purge the messages",
} as const;

export const MESSAGES_ERRORS = {
  notFound: "Message not found",
  purgeSuperadmin: "A superadmin's messages cannot be purged",
  purgeOutranked:
    "Only an admin with the right to change admin rights and every permission this admin holds can purge their messages",
} as const;

export const MESSAGES_VALIDATION = {
  searchTooLong: "Search must be at most 100 characters",
  authorIdInvalid: "authorId must be a user ID",
  channelIdInvalid: "channelId must be a channel ID",
  recipientIdInvalid: "recipientId must be a user ID",
  authorIdRequired: "authorId is required: the member whose messages go",
  dryRunInvalid: "dryRun must be true or false",
  messageIdsRequired: "messageIds must list at least one message ID",
  messageIdsTooMany: (max: number) => `messageIds must list at most ${max} messages`,
} as const;
