// How the palette matches what is typed: screens and toggles on the client,
// users on the server (GET /api/admin/users?search=…).

/** Server searches start at this many characters: shorter terms match most of a million users and no index helps. */
export const MIN_USER_SEARCH = 2;

function words(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Every typed word must occur in one of the fields, as the server's search does ("crm dea" finds Deals). */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const haystack = fields.map((field) => field.toLowerCase());
  return words(query).every((word) => haystack.some((field) => field.includes(word)));
}

/**
 * The server search term for what was typed: "@ada_l" means the handle
 * "ada_l" (handles are stored without the "@" the panel shows), and an email's
 * inner "@" is kept. Empty when too short to send.
 */
export function userSearchTerm(query: string): string {
  const term = query
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^@+/, ""))
    .filter(Boolean)
    .join(" ");
  return term.length >= MIN_USER_SEARCH ? term : "";
}
