// Every word about staff notes (docs/decisions/moderation.md): the card, the validation, the refusals and the
// toasts. Tests and the UI import the same constants. Client-safe.
import { errorCodes } from "@/lib/api/error-codes";

export const NOTE_MAX_LENGTH = 5000;

export const USER_NOTES_TEXT = {
  title: "Staff notes",
  description: "Only staff see these notes.",
  empty: "No notes yet",
  loadError: "Failed to load notes.",
  retry: "Try again",
  add: "Add note",
  newLabel: "New note",
  placeholder: "Write a note for staff…",
  edit: "Edit",
  editLabel: "Edit note",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  edited: "edited",
  more: "Show older notes",
  deleteTitle: "Delete this note?",
  deleteDescription: "The note is deleted for good.",
  /** An author whose account was deleted keeps the words the note was written with. */
  unknownAuthor: "Unknown",
} as const;

export const USER_NOTE_VALIDATION = {
  bodyRequired: "Note is required",
  bodyTooLong: `Note must be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`,
} as const;

export const USER_NOTE_ERRORS = {
  notFound: "Note not found",
  userNotFound: "User not found",
  notAuthor: "Only the note's author or a superadmin can change or delete it",
} as const;

/** Each refusal's stable code (X-Error-Code). */
export const USER_NOTE_ERROR_CODES = errorCodes("user_note", USER_NOTE_ERRORS);

export const USER_NOTE_TOASTS = {
  create: { success: "Note added", fallback: "Failed to add note." },
  update: { success: "Note updated", fallback: "Failed to update note." },
  delete: { success: "Note deleted", fallback: "Failed to delete note." },
} as const;
