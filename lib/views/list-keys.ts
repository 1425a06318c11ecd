// The lists a saved view can be for, named as their screens' URLs and query keys do.
// Apart from lists.ts (which maps each to its zod query schema, server side) so the
// browser can name a list without loading any schema.
export const VIEW_LISTS = [
  "users",
  "contacts",
  "companies",
  "deals",
  "activities",
  "channels",
  "library",
  "shop",
  "audit",
  "trash",
] as const;

export type ViewList = (typeof VIEW_LISTS)[number];

/** The URL parameters a list keeps beside its query: the view it opened and the columns it shows. */
export const VIEW_PARAM = "view";
export const COLUMNS_PARAM = "columns";
