// Case-insensitive substring search over a few text columns, served by trigram indexes.

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The words of a search box, at most five. */
export function searchTerms(search: string): string[] {
  return search.split(/\s+/).filter(Boolean).slice(0, 5);
}

/** Every word must match one of the fields: "ada love" finds Ada Lovelace. */
export function matchEveryTerm<F extends string>(search: string, fields: readonly F[]) {
  return searchTerms(search).map((term) => ({
    OR: fields.map((field) => ({ [field]: { contains: escapeLike(term), mode: "insensitive" as const } })),
  }));
}
