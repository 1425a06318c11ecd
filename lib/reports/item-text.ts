// The open item's pane's words (docs/decisions/moderation.md "Reports"): a module of their own, apart from the inbox's
// catalogue, because a module's constants reach a first load together: the pane loads on the first open, and its
// words with it. Client-safe.
/** The open item's pane's words. */
export const REPORT_ITEM_TEXT = {
  reportedMessage: "Reported message",
  messageDeleted: "This message is no longer in its channel (deleted, or in the trash).",
  context: "In context",
  authorFile: "Author's file",
  memberFile: "Member's file",
  accountAge: (days: number) => (days === 1 ? "Account 1 day old" : `Account ${days} days old`),
  earlierItems: (count: number) =>
    count === 0 ? "No earlier reports against them" : `${count} earlier reported item(s) against them`,
  reporters: "Reporters",
  moreReporters: (count: number) => `and ${count} more`,
  reporterRecord: (upheld: number, resolved: number) =>
    resolved === 0 ? "No earlier reports reviewed" : `${upheld} of ${resolved} earlier reports upheld`,
  reviewingYou: "You are reviewing this item",
  dismissAction: "Dismiss",
  deleteAction: "Delete message",
  sanctionActions: { mute: "Mute", suspend: "Suspend", ban: "Ban" },
  fileSanctions: "Sanctions, last six months",
  noSanctions: "No sanctions in the last six months",
  fileNotes: "Staff notes",
  noNotes: "No staff notes",
  loadFailed: "Could not load this item",
  retry: "Try again",
  detailLabel: "Item under review",
  closeDetail: "Close the item",
} as const;

/** The toasts of a resolution with a sanction: with the dialog that makes one. */
export const SANCTION_RESOLVED = {
  sanctioned: "Author sanctioned and item resolved",
  deletedAndSanctioned: "Message deleted, author sanctioned and item resolved",
} as const;
