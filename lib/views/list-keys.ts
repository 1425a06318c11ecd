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

/** The menus' names, apart from messages.ts so a screen's first load carries only these. */
export const VIEW_MENU_LABELS = { views: "Views", columns: "Columns" } as const;

/** The URL parameters a list keeps beside its query: the view it opened and the columns it shows. */
export const VIEW_PARAM = "view";
export const COLUMNS_PARAM = "columns";

/** A list's view as its URL holds it: the saved view it shows ("none": the plain list, not the default) and its columns. */
export type ListView = { viewId: string | null; columns: string[] | null };

/** "none" in `view=`: the admin chose the plain list, so their default view does not apply. */
export const PLAIN_VIEW = "none";

/** `view=` and `columns=` for a list's URL (nothing for a list that shows no view and every column). */
export function listViewParams({ viewId, columns }: ListView): URLSearchParams {
  const params = new URLSearchParams();
  if (viewId) params.set(VIEW_PARAM, viewId);
  if (columns) params.set(COLUMNS_PARAM, columns.join(","));
  return params;
}

/** The view and columns a URL names; a column id is letters, digits, hyphens and underscores. */
export function readListView(params: URLSearchParams): ListView {
  const columns = params.get(COLUMNS_PARAM);
  return {
    viewId: params.get(VIEW_PARAM) || null,
    columns: columns === null ? null : columns.split(",").filter((id) => /^[\w-]{1,64}$/.test(id)),
  };
}
