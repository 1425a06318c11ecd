// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
import type { ViewList } from "@/lib/views/list-keys";

export const viewsKeys = {
  all: ["/api/admin/views"] as const,
  list: (list: ViewList) => ["/api/admin/views", { list }] as const,
};
