// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
import type { LibraryFilter } from "@/lib/library/schema";

export const libraryKeys = {
  all: ["/api/admin/library"] as const,
  list: (query: Partial<LibraryFilter> & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/library", query] as const,
};
