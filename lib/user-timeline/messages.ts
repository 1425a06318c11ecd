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
} as const;
