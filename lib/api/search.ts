// Case-insensitive substring search over a few text columns, served by trigram indexes.

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The words of a search box, at most five. */
export function searchTerms(search: string): string[] {
  return search.split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * A word for plain LIKE on a column PostgreSQL has lower-cased: wildcards escaped and the
 * word lower-cased as lower() does it, letter by letter (no final sigma from context), "İ" as "i".
 */
export function lowerCaseLikeTerm(term: string): string {
  return escapeLike(Array.from(term, (letter) => (letter === "\u0130" ? "i" : letter.toLowerCase())).join(""));
}

/** Every word must match one of the fields: "ada love" finds Ada Lovelace. */
export function matchEveryTerm<F extends string>(search: string, fields: readonly F[]) {
  return searchTerms(search).map((term) => ({
    OR: fields.map((field) => ({ [field]: { contains: escapeLike(term), mode: "insensitive" as const } })),
  }));
}
