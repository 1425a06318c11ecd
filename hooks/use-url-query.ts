"use client";

import * as React from "react";
import { usePathname, useSearchParams } from "next/navigation";
import type { z } from "zod";
import { parseListQuery } from "@/lib/api/parse-list-query";

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
 * A list's filters and cursor, held in React state and mirrored into the URL
 * with history.replaceState (Next keeps useSearchParams in step; the list is
 * fetched on the client, so no server round trip is needed). The URL reports
 * each write a little later, so the URLs we wrote and have not seen land yet
 * are remembered: seeing one of them is our own echo, while any other URL is
 * a change from outside (back, a link) that the filters follow. Treating an
 * intermediate echo as outside once reset a filter clicked while a search was
 * still being typed.
 */
/** The list's zod schema, fetched after the page has hydrated: the first render uses what the server parsed. */
function useLoadedSchema<Q>(loadSchema: () => Promise<z.ZodType<Q>>): z.ZodType<Q> | null {
  const [schema, setSchema] = React.useState<z.ZodType<Q> | null>(null);
  React.useEffect(() => {
    let live = true;
    void loadSchema().then((loaded) => live && setSchema(() => loaded));
    return () => {
      live = false;
    };
  }, [loadSchema]);
  return schema;
}

export type UrlQueryOptions<Q extends QueryValues> = {
  /** The query schema the API route parses, as a lazy import: zod stays out of the page's first load. */
  loadSchema: () => Promise<z.ZodType<Q>>;
  /** The query the server parsed from this URL, and the schema's defaults (what a plain URL means). */
  initialQuery: Q;
  defaults: Q;
};

export function useUrlQuery<Q extends QueryValues>({ loadSchema, initialQuery, defaults }: UrlQueryOptions<Q>) {
  const pathname = usePathname();
  // Nullable in types only: the Pages Router, which never renders this hook, shares them.
  const url = useSearchParams()?.toString() ?? "";
  const schema = useLoadedSchema(loadSchema);
  const [state, setState] = React.useState(() => ({ query: initialQuery, seenUrl: url, written: [] as string[] }));
  // A URL seen before the schema has arrived waits for it (this runs again when it does).
  if (url !== state.seenUrl && schema) {
    const echo = state.written.indexOf(url);
    setState(
      echo >= 0
        ? { query: state.query, seenUrl: url, written: state.written.slice(echo + 1) }
        : { query: parseListQuery(schema, new URLSearchParams(url)), seenUrl: url, written: [] },
    );
  }
  const setQuery = React.useCallback(
    (next: Q) => {
      const search = queryString(next, defaults);
      setState((current) => ({ ...current, query: next, written: [...current.written, search].slice(-20) }));
      window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
    },
    [pathname, defaults],
  );
  return { query: state.query, setQuery, defaults };
}
