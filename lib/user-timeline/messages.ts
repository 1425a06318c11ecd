// Every word of a user's timeline (docs/decisions/moderation.md): the card and its states. Tests and the UI import the
// same constants. Client-safe.
export const USER_TIMELINE_TEXT = {
  title: "Timeline",
  description: "Sanctions, reports, staff notes and admin actions about this user, newest first.",
  empty: "Nothing has happened to this user yet",
  loadError: "Failed to load the timeline.",
  retry: "Try again",
  more: "Show older entries",
  noteBy: (author: string) => `${author} wrote a note`,
  /** A note's author whose account was deleted: the note keeps the words it was written with. */
  unknownAuthor: "Unknown",
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
