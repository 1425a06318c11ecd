// SPEC texts for activities (§2, §5, §8), word for word. Tests and UI share them.

export const ACTIVITIES_TEXT = {
  allTypes: "All Types",
  completed: "Completed",
  pending: "Pending",
  empty: "No activities found",
  /** Not SPEC's: the card's completion checkbox, named so it is not mistaken for the selection one. */
  done: "Done",
} as const;

/** SPEC §2 header: 'N pending • M completed'. */
export function activityCountsText(counts: { pending: number; completed: number }): string {
  return `${counts.pending} pending • ${counts.completed} completed`;
}

export const ACTIVITY_TYPE_LABELS = {
  task: "Task",
  note: "Note",
  call: "Call",
  email: "Email",
  meeting: "Meeting",
} as const;

export const ACTIVITY_VALIDATION = {
  bulkIdsRequired: "At least one activity ID is required",
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 200 characters",
  descriptionTooLong: "Description must be at most 5000 characters",
  typeRequired: "Type is required",
  completedBoolean: "Completed must be true or false",
  dueDate: "Due date must be a valid date (YYYY-MM-DD)",
  contactNotFound: "Contact not found",
  dealNotFound: "Deal not found",
  typeFilterInvalid: "Type filter must be one of all, task, note, call, email or meeting",
} as const;

export const ACTIVITY_ERRORS = {
  notFound: "Activity not found",
} as const;

/**
 * SPEC §8 shows no message when an activity call fails; we show the server's
 * 4xx text, else these fallbacks (docs/decisions/screens.md).
 */
export const ACTIVITY_TOASTS = {
  create: { success: "Activity created", fallback: "Failed to create activity." },
  update: { success: "Activity updated", fallback: "Failed to update activity." },
  delete: { success: "Activity deleted", fallback: "Failed to delete activity." },
} as const;
