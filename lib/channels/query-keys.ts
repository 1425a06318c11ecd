import type { ListChannelsQuery } from "@/lib/channels/schema";

export const channelsKeys = {
  all: ["/api/admin/channels"] as const,
  list: (query: Partial<ListChannelsQuery>) => ["/api/admin/channels", query] as const,
};
