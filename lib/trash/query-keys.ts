// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
// Apart from lib/records/shown-in.ts: every delete refetches the trash, and only the Trash screen needs the others' keys.
import type { TrashFilter } from "@/lib/trash/schema";

export const trashKeys = {
  all: ["/api/admin/trash"] as const,
  list: (query: Partial<TrashFilter> & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/trash", query] as const,
};
