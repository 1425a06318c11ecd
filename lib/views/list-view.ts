// What a list's URL says besides its query: the saved view it shows and the
// columns it draws (on every list's first load, so nothing more is here).
/** The menus' names, apart from messages.ts so a screen's first load carries only these. */
export const VIEW_MENU_LABELS = { views: "Views", columns: "Columns" } as const;

/** The URL parameters a list keeps beside its query: the view it opened and the columns it shows. */
export const VIEW_PARAM = "view";
export const COLUMNS_PARAM = "columns";

/**
 * A list's view as its URL holds it: the saved view it shows ("none": the plain list, not the default) and its
 * columns; and the view's name where the panel knows it (the server opened the view, or the Views menu applied it).
 */
export type ListView = { viewId: string | null; columns: string[] | null; name?: string };

/** The Views button: it names the saved view the list shows ("Views: My leads"), so the admin sees which it is. */
export const viewsButtonLabel = ({ name }: ListView): string =>
  name ? `${VIEW_MENU_LABELS.views}: ${name}` : VIEW_MENU_LABELS.views;

/** "none" in `view=`: the admin chose the plain list, so their default view does not apply. */
export const PLAIN_VIEW = "none";

/** `view=` and `columns=` for a list's URL (nothing for a list that shows no view and every column). */
export function listViewParams({ viewId, columns }: ListView): URLSearchParams {
  const params = new URLSearchParams();
  if (viewId) params.set(VIEW_PARAM, viewId);
  if (columns) params.set(COLUMNS_PARAM, columns.join(","));
  return params;
}

/** The view and columns a URL names. */
export function readListView(params: URLSearchParams): ListView {
  const columns = params.get(COLUMNS_PARAM);
  return {
    viewId: params.get(VIEW_PARAM) || null,
    // An id no column has is left out when the table is drawn (shownColumns).
    columns: columns === null ? null : columns.split(","),
  };
}
