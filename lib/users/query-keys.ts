// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
import type { UserFilter } from "@/lib/users/schema";

export const usersKeys = {
  all: ["/api/admin/users"] as const,
  list: (filter: UserFilter & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/users", filter] as const,
  recent: ["/api/admin/users", "recent"] as const,
  detail: (id: string) => ["/api/admin/users", id] as const,
  channels: (id: string) => ["/api/admin/users", id, "channels"] as const,
  conversations: (id: string) => ["/api/admin/users", id, "direct-messages"] as const,
};

export const analyticsKeys = {
  overview: ["/api/admin/analytics/overview"] as const,
};
