// The query string of every keyset-paged list: its filters plus limit/after/before.
import { z } from "zod";

const cursor = z.string().max(200).optional();

/** limit, after and before, with the list's own default and maximum page size. */
export function keysetQuerySchema({ defaultLimit, max }: { defaultLimit: number; max: number }) {
  return z.object({ limit: z.coerce.number().int().min(1).max(max).default(defaultLimit), after: cursor, before: cursor });
}

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

function plainParams(params: SearchParamsInput): Record<string, string> {
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
