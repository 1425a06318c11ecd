"use client";

import * as React from "react";
import { usePathname, useSearchParams } from "next/navigation";
import type { z } from "zod";
import { parseListQuery } from "@/lib/api/parse-list-query";
import { listViewParams, readListView, type ListView } from "@/lib/views/list-view";

type QueryValues = Record<string, unknown>;

/** The query string of a list: only values that differ from the schema's defaults, so a plain list has a plain URL. */
export function queryString<Q extends QueryValues>(query: Q, defaults: Q): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The list's zod schema, fetched only once a URL from outside must be parsed
 * (zod stays out of the page's load). If it cannot be fetched, a full load
 * lets the server parse the URL instead.
 */
function useSchemaWhenNeeded<Q>(loadSchema: () => Promise<z.ZodType<Q>>, needed: boolean): z.ZodType<Q> | null {
  const [schema, setSchema] = React.useState<z.ZodType<Q> | null>(null);
  React.useEffect(() => {
    if (!needed || schema) return;
    let live = true;
    loadSchema().then(
      (loaded) => live && setSchema(() => loaded),
      () => window.location.reload(),
    );
    return () => {
      live = false;
    };
  }, [loadSchema, needed, schema]);
  return schema;
}

export type UrlQueryOptions<Q extends QueryValues> = {
  /** The query schema the API route parses, as a lazy import. */
  loadSchema: () => Promise<z.ZodType<Q>>;
  /** The query the server parsed from this URL, and the schema's defaults (what a plain URL means). */
  initialQuery: Q;
  defaults: Q;
  /** The saved view the server opened the list with, and the columns it shows. */
  initialView: ListView;
};

/** The URL's query string: the list's query, then the view it came from and the columns it shows. */
function urlOf<Q extends QueryValues>(query: Q, defaults: Q, view: ListView): string {
  return [queryString(query, defaults), listViewParams(view).toString()].filter(Boolean).join("&");
}

/**
 * A list's filters and cursor, held in React state and mirrored into the URL
 * with history.replaceState (Next keeps useSearchParams in step; the list is
 * fetched on the client, so no server round trip is needed). The URL reports
 * each write a little later, so the URLs we wrote and have not seen land yet
 * are remembered: seeing one of them is our own echo, while any other URL is
 * a change from outside (back, a link) that the filters follow, parsed with
 * the list's schema. Treating an intermediate echo as outside once reset a
 * filter clicked while a search was still being typed.
 */
export function useUrlQuery<Q extends QueryValues>({
  loadSchema,
  initialQuery,
  defaults,
  initialView,
}: UrlQueryOptions<Q>) {
  const pathname = usePathname();
  // Nullable in types only: the Pages Router, which never renders this hook, shares them.
  const url = useSearchParams()?.toString() ?? "";
  const [state, setState] = React.useState(() => ({
    query: initialQuery,
    view: initialView,
    seenUrl: url,
    written: [] as string[],
  }));
  const echo = url === state.seenUrl ? -1 : state.written.indexOf(url);
  const fromOutside = url !== state.seenUrl && echo < 0;
  const schema = useSchemaWhenNeeded(loadSchema, fromOutside);
  if (url !== state.seenUrl && echo >= 0) {
    setState({ ...state, seenUrl: url, written: state.written.slice(echo + 1) });
  } else if (fromOutside && schema) {
    // Runs again once the schema has arrived.
    const params = new URLSearchParams(url);
    setState({ query: parseListQuery(schema, params), view: readListView(params), seenUrl: url, written: [] });
  }
  /** A new query, with the view it belongs to (if any) and the columns shown. */
  const setQuery = React.useCallback(
    (next: Q, view: ListView) => {
      const search = urlOf(next, defaults, view);
      setState((current) => ({ ...current, query: next, view, written: [...current.written, search].slice(-20) }));
      window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
    },
    [pathname, defaults],
  );
  return { query: state.query, view: state.view, setQuery, defaults };
}
