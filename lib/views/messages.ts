// The saved views' texts: errors the API answers, and the words of the views menu.

export const VIEW_ERRORS = {
  notFound: "Saved view not found",
  forbidden: "Only the owner, or a superadmin for a shared view, may change this view",
  nameTaken: "You already have a view with this name for this list",
  wrongList: "This view belongs to another list",
  unknownQueryKey: (key: string) => `The list has no filter named ${key}`,
} as const;

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
  menu: "Views",
  save: "Save current view…",
  saveTitle: "Save view",
  name: "Name",
  shareLabel: "Share with all admins",
  saved: "View saved",
  renamed: "View renamed",
  deleted: "View deleted",
  defaultSet: "Default view set",
  defaultCleared: "Default view cleared",
  makeDefault: "Open this list with it",
  clearDefault: "Stop opening with it",
  rename: "Rename",
  delete: "Delete",
  none: "No saved views yet",
  mine: "My views",
  shared: "Shared views",
  reset: "Reset to the plain list",
  columns: "Columns",
  failed: "Could not save the view.",
} as const;
