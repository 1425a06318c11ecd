// The saved views' texts: errors the API answers, and the words of the views menu.
import { errorCodes } from "@/lib/api/error-codes";
import { VIEW_MENU_LABELS } from "@/lib/views/list-view";

export const VIEW_ERRORS = {
  notFound: "Saved view not found",
  forbidden: "Only the owner, or a superadmin for a shared view, may change this view",
  nameTaken: "You already have a view with this name for this list",
  wrongList: "This view belongs to another list",
  unknownQueryKey: (key: string) => `The list has no filter named ${key}`,
} as const;

/** Each refusal's stable code (X-Error-Code): the form matches it, so the words may change. */
export const VIEW_ERROR_CODES = errorCodes("view", VIEW_ERRORS);

export const VIEW_VALIDATION = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 80 characters",
  listInvalid: "List must be one of the list screens",
  columnInvalid: "A column is named by letters, digits, hyphens and underscores",
  columnsRepeated: "A column may be listed only once",
  patchEmpty: "Send a name, shared or state to change",
  idInvalid: "A view id is a UUID",
} as const;

export const VIEW_TEXT = {
  save: "Save current view…",
  saveTitle: "Save view",
  saveDescription: "The filters, search, sort and columns the list shows now, under a name.",
  saveSubmit: "Save View",
  renameTitle: "Rename view",
  renameSubmit: "Save Changes",
  name: "Name",
  shareLabel: "Share with all admins",
  shareHint: "Every admin can then pick it; only you (and superadmins) can change it.",
  saved: "View saved",
  renamed: "View renamed",
  deleted: "View deleted",
  deleteTitle: "Delete this view?",
  deleteDescription: (name: string) => `"${name}" is deleted for good, for every admin it is shared with.`,
  defaultSet: "Default view set",
  defaultCleared: "Default view cleared",
  makeDefault: "Open this list with it",
  clearDefault: "Stop opening with it",
  defaultMark: "default",
  rename: "Rename…",
  delete: "Delete…",
  none: "No saved views yet",
  loading: "Loading...",
  loadFailed: "Could not load views.",
  mine: "My views",
  shared: "Shared views",
  current: (name: string) => `Current: ${name}`,
  reset: "Reset to the plain list",
  columns: VIEW_MENU_LABELS.columns,
  showAll: "Show all columns",
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  failed: "Could not save the view.",
  changeFailed: "Could not change the view.",
} as const;
