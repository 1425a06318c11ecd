// The messages screen's own words (moderation, docs/decisions/moderation.md), apart from its dialogs', the
// direct-message card's, the toasts and the API's (messages.ts), so that the screen's first load carries only these.
// Tests and the UI import the same constants.
export const MESSAGES_TEXT = {
  title: "Messages",
  subtitle: "Search every channel's messages and remove what breaks the rules. Deleted messages wait in the trash.",
  cardTitle: "Channel Messages",
  searchLabel: "Search messages",
  searchPlaceholder: "Search words in messages...",
  authorLabel: "Author",
  authorPlaceholder: "Author's user ID",
  channelLabel: "Channel",
  channelPlaceholder: "Channel ID",
  unnamedChannel: "unnamed",
  byAuthor: (author: string) => `Show messages by ${author}`,
  inChannel: (channel: string) => `Show messages in #${channel}`,
  deleteMessageBy: (author: string) => `Delete message by ${author}`,
  countUnit: "message(s)",
  noun: "messages",
  columns: { author: "Author", channel: "Channel", sentAt: "Sent", content: "Message", actions: "Actions" },
  noHandle: "no handle",
  empty: "No messages found",
  emptyHint: "Try other words, another author or channel, or a wider date range",
  deleteAction: "Delete message",
  scopeLabel: "Which messages",
  scopeChannels: "Channels",
  scopeDirect: "Direct messages",
  purgeAction: "Purge this member's messages…",
} as const;
