// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
export const webhooksKeys = {
  all: ["/api/admin/webhooks"] as const,
  endpoint: (id: string) => ["/api/admin/webhooks", id] as const,
  deliveries: (id: string) => ["/api/admin/webhooks", id, "deliveries"] as const,
};
