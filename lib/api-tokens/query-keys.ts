// Query keys double as URLs (SPEC §7).
export const tokensKeys = {
  all: ["/api/admin/tokens"] as const,
};
