// What a list page opens with, on the server, so the first paint already shows
// it (no flash): the URL's own query, or the saved view it names, or, for a
// plain URL, the admin's default view.
import type { z } from "zod";
import { listDefaults, parseListQuery, plainParams, type SearchParamsInput } from "@/lib/api/parse-list-query";
import type { ViewList } from "@/lib/views/list-keys";
import { VIEW_PARAM, readListView, type ListView } from "@/lib/views/list-view";
import { viewIdParamsSchema } from "@/lib/views/schema";
import { openingView } from "@/lib/views/service";

type Viewer = Parameters<typeof openingView>[0];

export type OpenedList<Q> = { initialQuery: Q; defaults: Q; initialView: ListView; viewList: ViewList };

/**
 * The list's query and columns for this URL. A URL naming any filter, sort or column is taken
 * as it is (`view=` then only says which view it came from); `view=<id>` alone opens that view;
 * a URL naming nothing opens the admin's default view, and `view=none` the plain list.
 */
export async function openList<S extends z.ZodType<Record<string, unknown>>>(
  viewer: Viewer,
  list: ViewList,
  schema: S,
  searchParams: SearchParamsInput,
): Promise<OpenedList<z.output<S>>> {
  const params = plainParams(searchParams);
  const fromUrl = readListView(new URLSearchParams(params));
  const { [VIEW_PARAM]: named, ...rest } = params;
  // "none" (PLAIN_VIEW), or anything else that is no view's id, opens no view either.
  const opensView =
    Object.keys(rest).length === 0 && (named === undefined || viewIdParamsSchema.safeParse({ id: named }).success);
  const defaults = listDefaults(schema);
  const view = opensView ? await openingView(viewer, list, named) : null;
  if (!view) {
    return { initialQuery: parseListQuery(schema, params), defaults, initialView: fromUrl, viewList: list };
  }
  // A view saved before its list's schema changed may no longer parse: the plain list then.
  const parsed = schema.safeParse(view.state.query);
  return {
    initialQuery: parsed.success ? parsed.data : defaults,
    defaults,
    initialView: { viewId: view.id, columns: view.state.columns ?? null, name: view.name },
    viewList: list,
  };
}
