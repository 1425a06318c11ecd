// The lists a saved view can be for, named as their screens' URLs and query keys do.
// Apart from lists.ts (which maps each to its zod query schema, server side) so the
// browser can name a list without loading any schema; what a list's URL says of its
// view is in list-view.ts (the browser's first load carries that, not this list).
export const VIEW_LISTS = [
  "users",
  "contacts",
  "companies",
  "deals",
  "activities",
  "channels",
  "messages",
  "reports",
  "library",
  "shop",
  "audit",
  "trash",
] as const;

export type ViewList = (typeof VIEW_LISTS)[number];
