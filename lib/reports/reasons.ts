// What a member reports something for, and what a sanction is given for: a sanction's reason is one of the report
// reasons, with free text beside it (docs/decisions/moderation.md, "Sanctions"). One list for both, in a module of
// its own and client-safe: the inbox, the Sanction dialog, the sanctions card and the timeline show these words, and
// none of them should carry the other's catalogue to have them.

/** In the order the chat app lists them. */
export const REPORT_REASONS = ["spam", "harassment", "hate", "sexual_content", "violence", "illegal", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  hate: "Hate",
  sexual_content: "Sexual content",
  violence: "Violence",
  illegal: "Illegal",
  other: "Other",
};

/** The reasons as a select's options, in their order. */
export const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));

/** A reason in words; one the list no longer has, as it was stored. */
export const reasonLabel = (reason: string): string => REASON_LABELS[reason as ReportReason] ?? reason;
