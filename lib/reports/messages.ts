// The reports inbox's words (moderation, docs/decisions/moderation.md "Reports"): the screen, its toasts, the API's
// errors and the chat app's validation. Tests and the UI import the same constants. Client-safe.
// The reasons themselves, shared with sanctions, are in ./reasons.ts.
import { errorCodes } from "@/lib/api/error-codes";
import { REPORT_REASONS } from "@/lib/reports/reasons";

export const REPORT_STATUSES = ["open", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What resolving an item may do: dismiss it, delete its message, sanction its author (the last two together too). */
export const RESOLVE_ACTIONS = ["dismiss", "delete_message", "sanction"] as const;
export type ResolveActionType = (typeof RESOLVE_ACTIONS)[number];

/** The sanctions the inbox's keys (`m`, `s`, `b`) open the Sanction dialog on; a warning is chosen in the dialog. */
export const INBOX_SANCTION_KINDS = ["mute", "suspend", "ban"] as const;
export type InboxSanctionKind = (typeof INBOX_SANCTION_KINDS)[number];
export const INBOX_SANCTION_KEYS: Record<InboxSanctionKind, string> = { mute: "m", suspend: "s", ban: "b" };

export const COMMENT_MAX = 1000;

export const REPORTS_TEXT = {
  title: "Reports",
  subtitle: "What members reported, merged by message and member. Open an item to review it; it is yours while you do.",
  cardTitle: "Reported items",
  countUnit: "item(s)",
  noun: "reports",
  allReasons: "All reasons",
  statusLabels: { open: "Open", resolved: "Resolved" } satisfies Record<ReportStatus, string>,
  channelLabel: "Channel",
  channelPlaceholder: "Channel ID",
  onlyChannel: (channel: string) => `Show only ${channel}'s reports`,
  empty: "No reports to review",
  emptyHint: "New reports from the chat app appear here",
  emptyResolved: "No resolved reports match",
  reportedUser: "Reported member",
  reportCount: (count: number) => (count === 1 ? "1 report" : `${count} reports`),
  reviewing: (name: string) => `${name} is reviewing`,
  resolvedBy: (name: string) => `Resolved by ${name}`,
  undoAction: "Undo",
  /** The line under the title: the list's own keys, and the screen's that the viewer may use (`keyHints`). */
  shortcutsHint: (screenKeys: readonly string[]) =>
    ["j/k move", "Enter opens", ...screenKeys, "? lists the keys"].join(", "),
  keyHints: {
    d: "d dismisses",
    x: "x deletes the message",
    m: "m mutes",
    s: "s suspends",
    b: "b bans",
    u: "u undoes",
  } as Record<string, string>,
  unknownUser: "a deleted account",
  newer: "Newer",
  older: "Older",
  listLabel: "Reported items",
  columns: { item: "Reported", reasons: "Reasons", reports: "Reports", lastReported: "Last reported", state: "Review" },
  reasonFilter: "Filter by reason",
  statusFilter: "Filter by status",
  claimedFilter: "Filter by claim",
  claimedOptions: { any: "Anyone's", me: "Claimed by me" },
  shortcuts: {
    dismiss: "Dismiss the open item",
    deleteMessage: "Delete the open item's message",
    mute: "Mute the open item's author",
    suspend: "Suspend the open item's author",
    ban: "Ban the open item's author",
    undo: "Undo the last resolution",
  },
} as const;

export const REPORTS_TOASTS = {
  dismissed: "Item dismissed",
  deleted: "Message deleted and item resolved",
  reopened: "Resolution undone: the item is open again",
  failed: "Could not resolve the item",
  undoFailed: "Could not undo the resolution",
} as const;

export const REPORTS_ERRORS = {
  notFound: "Report item not found",
  reporterNotFound: "reporterId: no such user",
  messageNotFound: "messageId: no such channel message",
  userNotFound: "userId: no such user",
  throttled: (wait: number) => `Too many reports from this member; try again in ${wait} seconds`,
  claimedByOther: (name: string) => `${name} is reviewing this item`,
  alreadyResolved: (name: string) => `This item was already resolved by ${name}`,
  notResolved: "This item is open: there is nothing to undo",
  undoExpired: "The Undo has expired: the resolution stays",
  notYours: "Only the moderator who resolved this item can undo it",
  reopenedElsewhere: "Newer reports on the same target are open in another item: the resolution stays",
  noMessage: "delete_message: this item reports a member, not a message",
  deleteNeedsPermission: "Deleting the message needs the permission to delete messages",
  noAuthor: "sanction: the reported account no longer exists",
} as const;

/** The codes the refusals carry (X-Error-Code): the screen matches a claim's conflict by its code. */
export const REPORT_ERROR_CODES = /* @__PURE__ */ errorCodes("report", REPORTS_ERRORS);

export const REPORTS_VALIDATION = {
  reporterId: "reporterId must be a user ID",
  target: "Exactly one of messageId and userId is required",
  messageId: "messageId must be a message ID",
  userId: "userId must be a user ID",
  reason: `reason must be one of ${REPORT_REASONS.join(", ")}`,
  comment: `comment must be at most ${COMMENT_MAX} characters`,
  channelId: "channelId must be a channel ID",
  itemId: "itemId must be a report item ID",
  status: "status must be open or resolved",
  actions: "actions must list at least one action",
  actionType: `actions: each type must be one of ${RESOLVE_ACTIONS.join(", ")}`,
  dismissAlone: "actions: dismiss cannot be combined with other actions",
  duplicateAction: "actions: each action at most once",
} as const;
