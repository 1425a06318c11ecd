// Reading a list's query from a URL with the list's own schema. Apart from
// list-query.ts (which builds schemas with zod) so the browser can use it
// without zod in its first load: the schema arrives as an argument.
import type { z } from "zod";

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** The parameters that have one text value each (a repeated one is left out). */
export function plainParams(params: SearchParamsInput): Record<string, string> {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * A page's list query from its URL. The API refuses a bad query with a 400;
 * a page shown from a hand-edited URL falls back to the defaults instead.
 */
export function parseListQuery<S extends z.ZodType>(schema: S, params: SearchParamsInput): z.output<S> {
  const parsed = schema.safeParse(plainParams(params));
  return parsed.success ? parsed.data : schema.parse({});
}

/** What a list's plain URL means: the schema's defaults (the screens' URLs leave them out). */
export function listDefaults<S extends z.ZodType>(schema: S): z.output<S> {
  return schema.parse({});
}
