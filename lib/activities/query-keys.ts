// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
import type { ActivityFilter } from "@/lib/activities/schema";

export const activitiesKeys = {
  all: ["/api/admin/activities"] as const,
  list: (filter: ActivityFilter & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/activities", filter] as const,
  counts: (type: ActivityFilter["type"]) => ["/api/admin/activities", "counts", { type }] as const,
};
