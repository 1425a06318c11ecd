// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
import type { ShopFilter } from "@/lib/shop/schema";

export const shopKeys = {
  all: ["/api/admin/shop"] as const,
  list: (query: Partial<ShopFilter> & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/shop", query] as const,
  bonuses: (itemId: string) => ["/api/admin/shop", itemId, "bonuses"] as const,
};
