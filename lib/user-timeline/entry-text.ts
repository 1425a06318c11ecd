// The words of the timeline's sanction and report entries (docs/decisions/moderation.md "Timeline"): apart from the
// card's, which the user's page carries in its first load, as only the entries (loaded with the card) show them.
// Client-safe.
export const TIMELINE_ENTRY_TEXT = {
  /** Who issued, lifted or marked a sanction when nobody did (its time was up) or their account is gone. */
  system: "The system",
  sanctionIssued: (by: string, kind: string) => `${by} issued a ${kind.toLowerCase()}`,
  sanctionLifted: (by: string, kind: string) => `${by} lifted the ${kind.toLowerCase()}`,
  sanctionEnded: (kind: string) => `The ${kind.toLowerCase()} ended at its time`,
  sanctionInError: (by: string, kind: string) => `${by} marked the ${kind.toLowerCase()} as issued in error`,
  until: (when: string) => `Until ${when}`,
  reportAgainst: (by: string, target: string) => `${by} reported ${target === "message" ? "their message" : "them"}`,
  reportBy: (against: string) => `Reported ${against}`,
  someone: "a member no longer here",
} as const;
